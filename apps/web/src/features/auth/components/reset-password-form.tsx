import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { IdentityError } from '../../../lib/auth/identity-error';
import { resetPassword } from '../api/password-reset';
import { validatePassword } from './validation';

export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      password: validatePassword(password),
      confirm: password === confirm ? undefined : 'The two passwords do not match.',
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setPending(true);
    setFormError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      setFormError(
        failure instanceof IdentityError
          ? failure.message
          : 'We could not change your password. Ask for a new link and try again.',
      );
    } finally {
      setPending(false);
    }
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
      <FormField label="New password" hint="At least 6 characters." error={errors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormField label="Repeat new password" error={errors.confirm}>
        <Input
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner label="Saving" /> : null}
        Set new password
      </Button>
    </form>
  );
}
