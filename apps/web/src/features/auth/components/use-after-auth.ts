import type { Plan } from '@penwright/shared';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/toast';
import { paths, safeRedirect } from '../../../config/paths';
import { createCheckoutSession } from '../api/subscribe-free-plan';

/** Where a visitor goes once signed up or in: a paid plan's checkout, the redirect, or the dashboard. */
export function useAfterAuth({ plan, redirect }: { plan: Plan | null; redirect?: string | null }) {
  const navigate = useNavigate();

  async function afterSignUp(): Promise<void> {
    notify.success('Your account is ready. Check your inbox for a link to confirm your email address.');
    if (plan && plan.amount > 0) {
      try {
        const session = await createCheckoutSession(plan.priceId);
        if (session.status === 'redirect' && session.url) {
          window.location.assign(session.url);
          return;
        }
      } catch (error) {
        notify.error(
          error instanceof Error ? error.message : 'Checkout could not start. You can upgrade from Settings.',
        );
      }
    }
    await navigate(paths.dashboard);
  }

  /** With a plan picked on the pricing section, the visitor stays where they are. */
  async function afterSignIn(): Promise<void> {
    if (plan) return;
    await navigate(safeRedirect(redirect));
  }

  return { afterSignUp, afterSignIn };
}
