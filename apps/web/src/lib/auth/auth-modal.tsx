import { Messages, type Plan } from '@penwright/shared';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export const AUTH_FORMS = ['signup', 'login', 'forgot-password'] as const;
export type AuthForm = (typeof AUTH_FORMS)[number];

export function isAuthForm(value: string | null): value is AuthForm {
  return (AUTH_FORMS as readonly (string | null)[]).includes(value);
}

export type AuthModalState = { open: boolean; form: AuthForm; plan: Plan | null };

type AuthModalValue = AuthModalState & {
  openAuthModal: (form?: AuthForm, plan?: Plan | null) => void;
  closeAuthModal: () => void;
  switchForm: (form: AuthForm) => void;
};

const closed: AuthModalState = { open: false, form: 'signup', plan: null };

const AuthModalContext = createContext<AuthModalValue | null>(null);

/** Holds whether the sign-up/login modal is open, on which form, and with which plan picked. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthModalState>(closed);
  const openAuthModal = useCallback((form: AuthForm = 'signup', plan: Plan | null = null) => {
    setState({ open: true, form, plan });
  }, []);
  // Closing forgets the plan, so the next opening starts clean.
  const closeAuthModal = useCallback(
    () => setState((current) => ({ ...current, open: false, plan: null })),
    [],
  );
  const switchForm = useCallback((form: AuthForm) => setState((current) => ({ ...current, form })), []);
  const value = useMemo(
    () => ({ ...state, openAuthModal, closeAuthModal, switchForm }),
    [state, openAuthModal, closeAuthModal, switchForm],
  );
  return <AuthModalContext value={value}>{children}</AuthModalContext>;
}

export function useAuthModal(): AuthModalValue {
  const context = useContext(AuthModalContext);
  if (!context) throw new Error(Messages.authModalOutsideProvider);
  return context;
}
