import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { resetPassword } from '../api/password-reset';
import { PasswordField } from './credential-fields';
import { identityErrorMessage, useFormSubmission } from './use-form-submission';
import { validatePassword } from './validation';

export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [done, setDone] = useState(false);
  const { pending, formError, run } = useFormSubmission(
    identityErrorMessage('We could not change your password. Ask for a new link and try again.'),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      password: validatePassword(password),
      confirm: password === confirm ? undefined : 'The two passwords do not match.',
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    await run(async () => {
      await resetPassword(token, password);
      setDone(true);
    });
  }

  if (done) {
    return (
      <div className="grid gap-4">
        <Alert variant="success">
          Your password has been changed. Log in with your new password to continue writing.
        </Alert>
        <Button asChild>
          <Link to={paths.login}>Log in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint="At least 6 characters."
        error={errors.password}
      />
      <PasswordField
        label="Repeat new password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm}
      />
      <SubmitButton pending={pending} pendingLabel="Saving" size="lg" className="w-full">
        Set new password
      </SubmitButton>
    </form>
  );
}
