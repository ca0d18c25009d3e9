import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useAuthModal } from '../../../lib/auth/auth-modal';
import { AuthPanel, authFormCopy } from './auth-panel';

/** The sign-up / login modal; its state lives in the AuthModalProvider. */
export default function AuthDialog() {
  const { open, form, plan, closeAuthModal, switchForm } = useAuthModal();
  const copy = authFormCopy[form];
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeAuthModal())}>
      <DialogContent>
        <DialogTitle className="pr-6">{copy.title}</DialogTitle>
        <DialogDescription>{copy.description}</DialogDescription>
        <div className="mt-6">
          <AuthPanel form={form} onFormChange={switchForm} plan={plan} onComplete={closeAuthModal} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
