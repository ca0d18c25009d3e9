import type { ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

type CredentialFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
};

/** An email address that browsers can fill in and phones type with their email keyboard. */
export function EmailField({ label, value, onChange, hint, error }: CredentialFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

type PasswordFieldProps = CredentialFieldProps & {
  /** Tells password managers whether to fill in the saved password or to offer a new one. */
  autoComplete: 'current-password' | 'new-password';
};

export function PasswordField({ label, autoComplete, value, onChange, hint, error }: PasswordFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <Input
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
