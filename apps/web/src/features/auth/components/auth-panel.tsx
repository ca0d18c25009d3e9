import type { Plan } from '@penwright/shared';
import type { AuthForm } from '../../../lib/auth/auth-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './signup-form';
import { useAfterAuth } from './use-after-auth';

export const authFormCopy: Record<AuthForm, { title: string; description: string }> = {
  signup: {
    title: 'Create your Penwright account',
    description: 'Start on the free Starter plan. No card needed, and your drafts stay yours.',
  },
  login: { title: 'Welcome back', description: 'Log in to pick up your drafts where you left them.' },
  'forgot-password': {
    title: 'Reset your password',
    description: 'Enter the email address you signed up with and we will send you a reset link.',
  },
};

type AuthPanelProps = {
  form: AuthForm;
  onFormChange: (form: AuthForm) => void;
  plan?: Plan | null;
  redirect?: string | null;
  /** Runs before moving on, e.g. to close the modal. */
  onComplete?: () => void;
};

export function AuthPanel({ form, onFormChange, plan = null, redirect, onComplete }: AuthPanelProps) {
  const { afterSignUp, afterSignIn } = useAfterAuth({ plan, redirect });
  if (form === 'login') {
    return (
      <LoginForm
        onSwitchToSignUp={() => onFormChange('signup')}
        onForgotPassword={() => onFormChange('forgot-password')}
        onSignedIn={async () => {
          onComplete?.();
          await afterSignIn();
        }}
      />
    );
  }
  if (form === 'forgot-password') return <ForgotPasswordForm onBackToLogin={() => onFormChange('login')} />;
  return (
    <SignUpForm
      plan={plan}
      onSwitchToLogin={() => onFormChange('login')}
      onSignedUp={async () => {
        onComplete?.();
        await afterSignUp();
      }}
    />
  );
}
