import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConsentKind, Role } from '@penwright/shared';
import { authUser } from './auth.ts';

/** The specification's user document; one row per identity account, written when the account is created. */
export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    photoUrl: text('photo_url').notNull().default(''),
    acceptedConditions: boolean('accepted_conditions').notNull().default(true),
    roles: jsonb('roles').$type<Role[]>().notNull().default(['user']),
    /** ID tokens issued before this instant no longer work (sign-out, password reset, roles taken away). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** Set by an admin: the account can no longer sign in (`auth/user-disabled`) until it is enabled again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_email_idx').on(t.email)],
);

/** The two cookie-consent documents per user: the choice and the preferences. */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Role grants and revocations, kept for audit. */
export const roleChanges = pgTable('role_changes', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  actorId: text('actor_id').notNull(),
  before: jsonb('before').$type<Role[]>().notNull(),
  after: jsonb('after').$type<Role[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What admins did, for super admins to read: role changes, disabling accounts, plan edits. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
