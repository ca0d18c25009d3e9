import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { AuthPageShell } from '../../features/auth/components/auth-page-shell';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** /auth/reset-password?token=…: the page the reset email links to. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const failed = params.get('error');
  return (
    <AuthPageShell
      metaTitle="Choose a new password"
      title="Choose a new password"
      description="Pick a password you have not used on Penwright before."
    >
      {token && !failed ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="grid gap-4">
          <Alert variant="error">
            This reset link is invalid or has expired. Ask for a new one and use it within the hour.
          </Alert>
          <Button asChild variant="outline">
            <Link to={`${paths.home}?auth=forgot-password`}>Send me a new link</Link>
          </Button>
        </div>
      )}
    </AuthPageShell>
  );
}
