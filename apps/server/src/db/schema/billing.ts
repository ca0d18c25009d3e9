import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
  /** The payment provider's customer, once a paid checkout has created one. */
  providerCustomerId: text('provider_customer_id'),
  /** The price the user agreed to at checkout, in cents: a later change to the plan's price does not touch it. */
  amount: integer('amount'),
  currency: text('currency'),
  /**
   * When the newest provider event applied to this row happened (the provider's clock). An event older than
   * this arrived out of order and must not undo what a newer one did.
   */
  providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
});

export type SubscriptionEventKind =
  'subscribed' | 'changed' | 'canceled' | 'renewed' | 'payment_failed' | 'cancel_scheduled' | 'resumed';

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

/** A checkout in progress: the local provider's test checkout, or the id of a Stripe Checkout session. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').notNull(),
    /** The plan's price when the checkout began; the price a completed checkout subscribes at. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'open' | 'complete' | 'canceled' | 'expired'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);

/** Every provider event applied, by the provider's own id: a replayed delivery finds its id here and stops. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Counts per day of what the admin charts show that no other table keeps (checks run). */
export const usageCounters = pgTable(
  'usage_counters',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric] })],
);
