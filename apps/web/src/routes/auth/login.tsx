import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../config/paths';
import { AuthPageShell } from '../../features/auth/components/auth-page-shell';
import { AuthPanel, authFormCopy } from '../../features/auth/components/auth-panel';
import type { AuthForm } from '../../lib/auth/auth-modal';
import { useSession } from '../../lib/auth/use-session';

/** /auth/login?redirect=<path>: where protected pages send signed-out visitors. */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [form, setForm] = useState<AuthForm>('login');
  const { status } = useSession();
  // Already signed in (another tab, or back button): continue to where they were going.
  if (status === 'signed-in' && form === 'login') return <Navigate to={safeRedirect(redirect)} replace />;
  const copy = authFormCopy[form];
  return (
    <AuthPageShell metaTitle="Log in" title={copy.title} description={copy.description}>
      <AuthPanel form={form} onFormChange={setForm} redirect={redirect} />
    </AuthPageShell>
  );
}
