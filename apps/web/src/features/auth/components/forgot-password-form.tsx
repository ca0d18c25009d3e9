import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { requestPasswordReset } from '../api/password-reset';
import { EmailField } from './credential-fields';
import { identityErrorMessage, useFormSubmission } from './use-form-submission';
import { validateEmail } from './validation';

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, formError, run } = useFormSubmission(
    identityErrorMessage('We could not send the reset link. Try again in a moment.'),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    await run(async () => {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    });
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
      <EmailField
        label="Email address"
        value={email}
        onChange={setEmail}
        hint="We will email you a link to choose a new password."
        error={error}
      />
      <SubmitButton pending={pending} pendingLabel="Sending" size="lg" className="w-full">
        Send reset link
      </SubmitButton>
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
