import { formatMoney, type Plan } from '@penwright/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { accountErrorMessage, signUp } from '../api/sign-up';
import { hasErrors, validateEmail, validateName, validatePassword, type FieldErrors } from './validation';

type SignUpFormProps = {
  plan: Plan | null;
  onSwitchToLogin: () => void;
  onSignedUp: () => void | Promise<void>;
};

export function SignUpForm({ plan, onSwitchToLogin, onSignedUp }: SignUpFormProps) {
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'name' | 'email' | 'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      name: validateName(values.name),
      email: validateEmail(values.email),
      password: validatePassword(values.password),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    setPending(true);
    setFormError(null);
    try {
      await signUp({ name: values.name.trim(), email: values.email.trim(), password: values.password });
      await onSignedUp();
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
      {plan ? (
        <Alert>
          You chose <strong>{plan.name}</strong> ({formatMoney(plan.amount, plan.currency)}/{plan.interval}).
          Every account starts on the free Starter plan;{' '}
          {plan.amount > 0 ? 'checkout for your plan opens right after sign-up.' : 'you are all set.'}
        </Alert>
      ) : null}
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormField label="Full name" error={errors.name}>
        <Input autoComplete="name" value={values.name} onChange={set('name')} />
      </FormField>
      <FormField label="Email address" error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={set('email')}
        />
      </FormField>
      <FormField label="Password" hint="At least 6 characters." error={errors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? <Spinner label="Creating your account" /> : null}
        Create account
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        By creating an account you accept the{' '}
        <Link to={paths.terms} className="underline underline-offset-2">
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link to={paths.privacy} className="underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <button
          type="button"
          onClick={onSwitchToLogin}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Log in
        </button>
      </p>
    </form>
  );
}
