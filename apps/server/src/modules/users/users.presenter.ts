import { isSubscriber, type CurrentUser, type Subscription, type UserDocument } from '@penwright/shared';
import type { plans, subscriptions, users } from '../../db/schema/index.ts';
import { presentPlan } from '../payments/payments.presenter.ts';

export function presentUser(row: typeof users.$inferSelect): UserDocument {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    photo_url: row.photoUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    accepted_conditions: row.acceptedConditions,
    roles: row.roles,
  };
}

export function presentSubscription(
  row: typeof subscriptions.$inferSelect,
  plan: typeof plans.$inferSelect,
): Subscription {
  return {
    id: row.id,
    status: row.status,
    plan: presentPlan(plan),
    started_at: row.startedAt.toISOString(),
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

export function presentCurrentUser(
  row: typeof users.$inferSelect,
  emailVerified: boolean,
  subscription: Subscription | null,
): CurrentUser {
  const subscriber = isSubscriber(
    subscription && { status: subscription.status, amount: subscription.plan.amount },
  );
  return { ...presentUser(row), email_verified: emailVerified, subscription, subscriber };
}
