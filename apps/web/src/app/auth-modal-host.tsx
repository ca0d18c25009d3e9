import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isAuthForm, useAuthModal } from '../lib/auth/auth-modal';

const AuthDialog = lazy(() => import('../features/auth/components/auth-dialog'));

/**
 * Opens the modal for `?auth=signup|login|forgot-password` (then drops the parameter so closing
 * stays closed) and loads the dialog's code only once someone asks for it.
 */
export function AuthModalHost() {
  const { open, openAuthModal } = useAuthModal();
  const [params, setParams] = useSearchParams();
  const [wanted, setWanted] = useState(false);
  const requested = params.get('auth');

  useEffect(() => {
    if (!isAuthForm(requested)) return;
    openAuthModal(requested);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auth');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, openAuthModal, setParams]);

  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
