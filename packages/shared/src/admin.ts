import { z } from 'zod';
import { paginationQuery } from './envelope.ts';
import { PlanSchema } from './plans.ts';
import { RoleSchema } from './roles.ts';
import { SubscriptionStatusSchema, UserDocumentSchema } from './users.ts';

/** Admin list pages: users and the audit log. */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const AUDIT_LOG_PAGE_SIZE = 20;

export const AdminUsersQuerySchema = paginationQuery(ADMIN_USERS_PAGE_SIZE).extend({
  search: z.string().trim().max(200).optional(),
});

/** A user as the admin list shows them: the document, the plan they are on, and whether they may sign in. */
export const AdminUserSchema = UserDocumentSchema.extend({
  plan: z.object({ id: z.string(), name: z.string(), status: SubscriptionStatusSchema }).nullable(),
  disabled_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersPageSchema = z.object({
  data: z.array(AdminUserSchema),
  totalCount: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

export const SetUserDisabledRequestSchema = z.object({ disabled: z.boolean() }).strict();
export type SetUserDisabledRequest = z.infer<typeof SetUserDisabledRequestSchema>;

/** Roles to add and roles to take away, in one change; `user` is every account's and cannot be taken away. */
export const ChangeUserRolesRequestSchema = z
  .object({
    grant: z.array(RoleSchema).max(3).default([]),
    revoke: z
      .array(RoleSchema.exclude(['user'], { error: 'Every account keeps the user role.' }))
      .max(3)
      .default([]),
  })
  .strict()
  .refine((body) => body.grant.length + body.revoke.length > 0, {
    message: 'Name at least one role to grant or revoke.',
  })
  .refine((body) => !body.grant.some((role) => (body.revoke as readonly string[]).includes(role)), {
    message: 'A role cannot be granted and revoked at once.',
  });
export type ChangeUserRolesRequest = z.input<typeof ChangeUserRolesRequestSchema>;

/** A plan as admins see it: also the inactive ones, with how many people are on each. */
export const AdminPlanSchema = PlanSchema.extend({
  active: z.boolean(),
  subscriberCount: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;

/** The most a plan may cost, in cents ($10,000.00), and the largest project limit that is not "unlimited". */
export const PLAN_MAX_AMOUNT = 1_000_000;
export const PLAN_MAX_PROJECTS = 10_000;

/** What an admin may change on a plan. Prices are in cents; a null project limit means unlimited. */
export const UpdatePlanRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(60, 'Name may hold at most 60 characters'),
    amount: z
      .number({ error: 'amount must be a whole number of cents' })
      .int('amount must be a whole number of cents')
      .min(0, 'amount cannot be negative')
      .max(PLAN_MAX_AMOUNT, 'amount may be at most 1000000 cents ($10,000.00)'),
    projects: z
      .number({ error: 'projects must be a whole number or null for unlimited' })
      .int('projects must be a whole number or null for unlimited')
      .min(1, 'projects must be at least 1')
      .max(PLAN_MAX_PROJECTS, `projects may be at most ${PLAN_MAX_PROJECTS}; use null for unlimited`)
      .nullable(),
    priorityChecks: z.boolean(),
    active: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Name at least one field to change.' });
export type UpdatePlanRequest = z.infer<typeof UpdatePlanRequestSchema>;

/** The windows the usage charts offer, in days; 30 unless asked. */
export const USAGE_RANGES = [7, 30, 90] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];

export const UsageQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (USAGE_RANGES as readonly number[]).includes(days), 'days must be 7, 30 or 90')
    .default(30),
});

export const UsageDaySchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  day: z.string(),
  signups: z.number().int(),
  activeProjects: z.number().int(),
  checks: z.number().int(),
  /** Revenue taken that day, in cents (USD). */
  revenue: z.number().int(),
});
export type UsageDay = z.infer<typeof UsageDaySchema>;

export const UsageSchema = z.object({
  days: z.number().int(),
  series: z.array(UsageDaySchema),
  totals: z.object({
    signups: z.number().int(),
    /** Projects updated at least once in the window, each counted once. */
    activeProjects: z.number().int(),
    checks: z.number().int(),
    revenue: z.number().int(),
  }),
});
export type Usage = z.infer<typeof UsageSchema>;

export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'user.disable',
  'user.enable',
  'plan.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  targetType: z.string(),
  targetId: z.string(),
  /** The target's name as it reads now: a person's name or address, a plan's name; empty when gone. */
  targetLabel: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogQuerySchema = paginationQuery(AUDIT_LOG_PAGE_SIZE);
export const AuditLogPageSchema = z.object({ data: z.array(AuditEntrySchema), totalCount: z.number().int() });
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
