import type { Plan } from '@penwright/shared';
import type { plans } from '../../db/schema/index.ts';

export function presentPlan(row: typeof plans.$inferSelect): Plan {
  return {
    id: row.id,
    name: row.name,
    priceId: row.priceId,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    description: row.description,
    features: row.features,
    limits: row.limits,
  };
}
