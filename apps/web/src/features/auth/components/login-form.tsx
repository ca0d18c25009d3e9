import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { signIn } from '../api/sign-in';
import { accountErrorMessage } from '../api/sign-up';
import { hasErrors, validateEmail, type FieldErrors } from './validation';

type LoginFormProps = {
  onSwitchToSignUp: () => void;
  onForgotPassword: () => void;
  onSignedIn: () => void | Promise<void>;
};

export function LoginForm({ onSwitchToSignUp, onForgotPassword, onSignedIn }: LoginFormProps) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      email: validateEmail(values.email),
      password: values.password ? undefined : 'Enter your password.',
    };
    setErrors(next);
    if (hasErrors(next)) return;
    setPending(true);
    setFormError(null);
    try {
      await signIn(values.email.trim(), values.password);
      await onSignedIn();
    } catch (error) {
      console.error(error);
      setFormError(accountErrorMessage(error));
    } finally {
      setPending(false);
    }
  }

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormField label="Email address" error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={set('email')}
        />
      </FormField>
      <div className="grid gap-1.5">
        <FormField label="Password" error={errors.password}>
          <Input
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
          />
        </FormField>
        <button
          type="button"
          onClick={onForgotPassword}
          className="justify-self-end text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </button>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner label="Signing you in" /> : null}
        Log in
      </Button>
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
