import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { IdentityError } from '../../../lib/auth/identity-error';
import { requestPasswordReset } from '../api/password-reset';
import { validateEmail } from './validation';

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    setPending(true);
    setFormError(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setFormError(
        failure instanceof IdentityError
          ? failure.message
          : 'We could not send the reset link. Try again in a moment.',
      );
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <Alert variant="success">
          If an account exists for <strong>{sentTo}</strong>, a link to choose a new password is on its way.
          It stays valid for one hour.
        </Alert>
        <Button variant="outline" onClick={onBackToLogin}>
          Back to log in
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormField
        label="Email address"
        error={error}
        hint="We will email you a link to choose a new password."
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner label="Sending" /> : null}
        Send reset link
      </Button>
      <button
        type="button"
        onClick={onBackToLogin}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Back to log in
      </button>
    </form>
  );
}
