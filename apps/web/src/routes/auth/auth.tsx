import { useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { AuthPageShell } from '../../features/auth/components/auth-page-shell';
import { AuthPanel, authFormCopy } from '../../features/auth/components/auth-panel';
import type { AuthForm } from '../../lib/auth/auth-modal';
import { useSession } from '../../lib/auth/use-session';

/** /auth: sign up (default), log in or reset a password on one page. */
export default function AuthRoute() {
  const [form, setForm] = useState<AuthForm>('signup');
  const { status } = useSession();
  if (status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  const copy = authFormCopy[form];
  return (
    <AuthPageShell metaTitle="Sign up or log in" title={copy.title} description={copy.description}>
      <AuthPanel form={form} onFormChange={setForm} />
    </AuthPageShell>
  );
}
