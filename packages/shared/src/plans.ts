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
