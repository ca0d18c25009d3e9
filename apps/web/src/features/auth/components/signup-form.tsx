import { formatMoney, type Plan } from '@penwright/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { reportAccountError, signUp } from '../api/sign-up';
import { EmailField, PasswordField } from './credential-fields';
import { useFormSubmission } from './use-form-submission';
import { hasErrors, validateEmail, validateName, validatePassword, type FieldErrors } from './validation';

type SignUpFormProps = {
  plan: Plan | null;
  onSwitchToLogin: () => void;
  onSignedUp: () => void | Promise<void>;
};

export function SignUpForm({ plan, onSwitchToLogin, onSignedUp }: SignUpFormProps) {
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'name' | 'email' | 'password'>>({});
  const { pending, formError, run } = useFormSubmission(reportAccountError);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      name: validateName(values.name),
      email: validateEmail(values.email),
      password: validatePassword(values.password),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    await run(async () => {
      await signUp({ name: values.name.trim(), email: values.email.trim(), password: values.password });
      await onSignedUp();
    });
  }

  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

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
        <Input
          autoComplete="name"
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
      </FormField>
      <EmailField label="Email address" value={values.email} onChange={set('email')} error={errors.email} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        hint="At least 6 characters."
        error={errors.password}
      />
      <SubmitButton pending={pending} pendingLabel="Creating your account" size="lg" className="mt-1 w-full">
        Create account
      </SubmitButton>
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
