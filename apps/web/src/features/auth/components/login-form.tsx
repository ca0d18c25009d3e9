import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { signIn } from '../api/sign-in';
import { reportAccountError } from '../api/sign-up';
import { EmailField, PasswordField } from './credential-fields';
import { useFormSubmission } from './use-form-submission';
import { hasErrors, validateEmail, type FieldErrors } from './validation';

type LoginFormProps = {
  onSwitchToSignUp: () => void;
  onForgotPassword: () => void;
  onSignedIn: () => void | Promise<void>;
};

export function LoginForm({ onSwitchToSignUp, onForgotPassword, onSignedIn }: LoginFormProps) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const { pending, formError, run } = useFormSubmission(reportAccountError);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      email: validateEmail(values.email),
      password: values.password ? undefined : 'Enter your password.',
    };
    setErrors(next);
    if (hasErrors(next)) return;
    await run(async () => {
      await signIn(values.email.trim(), values.password);
      await onSignedIn();
    });
  }

  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <EmailField label="Email address" value={values.email} onChange={set('email')} error={errors.email} />
      <div className="grid gap-1.5">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          className="justify-self-end text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </button>
      </div>
      <SubmitButton pending={pending} pendingLabel="Signing you in" size="lg" className="w-full">
        Log in
      </SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        New to Penwright?{' '}
        <button
          type="button"
          onClick={onSwitchToSignUp}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Create an account
        </button>
      </p>
    </form>
  );
}
