import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants.ts';
import { PlanSchema } from './plans.ts';
import { RoleSchema } from './roles.ts';

/** The user document, field for field as the specification names it. */
export const UserDocumentSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  photo_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  accepted_conditions: z.boolean(),
  roles: z.array(RoleSchema),
});
export type UserDocument = z.infer<typeof UserDocumentSchema>;

export const SubscriptionStatusSchema = z.enum(['active', 'canceled', 'past_due', 'incomplete']);

export const SubscriptionSchema = z.object({
  id: z.string(),
  status: SubscriptionStatusSchema,
  plan: PlanSchema,
  started_at: z.string(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const CurrentUserSchema = UserDocumentSchema.extend({
  email_verified: z.boolean(),
  subscription: SubscriptionSchema.nullable(),
  /** On a paid plan whose subscription is active. */
  subscriber: z.boolean(),
});

/** A paid plan whose subscription is active: the specification's subscriber flag. */
export const isSubscriber = (subscription: { status: string; amount: number } | null | undefined) =>
  subscription != null && subscription.status === 'active' && subscription.amount > 0;
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const SubscriptionHistoryItemSchema = z.object({
  id: z.string(),
  event: z.enum([
    'subscribed',
    'changed',
    'canceled',
    'renewed',
    'payment_failed',
    'cancel_scheduled',
    'resumed',
  ]),
  plan_id: z.string(),
  plan_name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
});
export type SubscriptionHistoryItem = z.infer<typeof SubscriptionHistoryItemSchema>;

export const SubscriptionHistorySchema = z.object({
  data: z.array(SubscriptionHistoryItemSchema),
  totalCount: z.number().int(),
});

const phonePattern = /^\+?[0-9 ()./-]{0,32}$/;

/** What the sign-up step and the settings page may change on the user document. */
export const UpdateUserRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(NAME_MAX_LENGTH),
    phone_number: z
      .string()
      .trim()
      .max(32)
      .regex(phonePattern, 'Phone number may hold digits, spaces and + ( ) - . / only'),
    accepted_conditions: z.literal(true),
  })
  .partial()
  .strict();
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;
