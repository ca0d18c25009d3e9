import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export interface PlanLimits {
  projects: number | null;
  priorityChecks: boolean;
}

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceId: text('price_id').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('usd'),
  interval: text('interval').$type<'month' | 'year'>().notNull().default('month'),
  description: text('description').notNull().default(''),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  limits: jsonb('limits').$type<PlanLimits>().notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
  active: boolean('active').notNull().default(true),
});

export type SubscriptionStatus = 'active' | 'canceled' | 'past_due' | 'incomplete';

/** One row per user: the plan they are on now. */
export const subscriptions = pgTable('subscriptions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  status: text('status').$type<SubscriptionStatus>().notNull(),
  provider: text('provider').notNull().default('local'),
  providerSubscriptionId: text('provider_subscription_id'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionEventKind = 'subscribed' | 'changed' | 'canceled' | 'renewed' | 'payment_failed';

/** The subscription history a user pages through, newest first. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    event: text('event').$type<SubscriptionEventKind>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_events_user_idx').on(t.userId, t.createdAt)],
);
