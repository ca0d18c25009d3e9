import { z } from 'zod';
import { PLAN_DISPLAY_ORDER } from './constants.ts';

export const PlanLimitsSchema = z.object({
  /** Active projects allowed; null means unlimited. */
  projects: z.number().int().nullable(),
  priorityChecks: z.boolean(),
});

export const PlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  description: z.string(),
  features: z.array(z.string()),
  limits: PlanLimitsSchema,
});
export type Plan = z.infer<typeof PlanSchema>;

export const CreateCheckoutSessionRequestSchema = z.object({
  priceId: z.string().trim().min(1, 'priceId is required').max(200),
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequestSchema>;

export const CheckoutSessionSchema = z.object({
  status: z.enum(['success', 'redirect']),
  url: z.string().nullable(),
  subscriptionId: z.string().nullable(),
});

/** Starter, Student, Professional first, then every other plan in its own order. */
export function sortPlansForDisplay<T extends { name: string; id?: string }>(plans: readonly T[]): T[] {
  const rank = (p: T) => {
    const key = (p.id ?? p.name).toLowerCase();
    const i = (PLAN_DISPLAY_ORDER as readonly string[]).indexOf(key);
    return i === -1 ? PLAN_DISPLAY_ORDER.length : i;
  };
  return plans
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => rank(a.plan) - rank(b.plan) || a.index - b.index)
    .map(({ plan }) => plan);
}

/** Settings' view of the plan: the price agreed at checkout, the period, and usage against the limits. */
export const SubscriptionOverviewSchema = z.object({
  subscription: z
    .object({
      plan_id: z.string(),
      plan_name: z.string(),
      status: z.enum(['active', 'canceled', 'past_due', 'incomplete']),
      amount: z.number().int(),
      currency: z.string(),
      interval: z.enum(['month', 'year']),
      current_period_end: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
      provider: z.string(),
    })
    .nullable(),
  usage: z.object({ projects: z.number().int(), projects_limit: z.number().int().nullable() }),
  /** No payment provider is set up: paid plans go through the in-app test checkout. */
  test_mode: z.boolean(),
});
export type SubscriptionOverview = z.infer<typeof SubscriptionOverviewSchema>;

/** A checkout as the in-app test checkout page shows it. */
export const CheckoutDetailsSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'canceled', 'expired']),
  plan: PlanSchema,
  /** The price when the checkout began, in cents. */
  amount: z.number().int(),
  currency: z.string(),
  expires_at: z.string(),
});
export type CheckoutDetails = z.infer<typeof CheckoutDetailsSchema>;

export const CompleteCheckoutRequestSchema = z.object({
  outcome: z.enum(['paid', 'declined', 'canceled'], {
    error: 'outcome must be one of paid, declined or canceled',
  }),
});

export const TestBillingEventRequestSchema = z.object({
  kind: z.enum(['renewal', 'payment_failed'], { error: 'kind must be renewal or payment_failed' }),
});
