import { z } from 'zod';

export const NotificationTypeSchema = z.enum([
  'welcome',
  'due_soon',
  'overdue',
  'review_ready',
  'project_completed',
  'plan_changed',
  'payment',
]);

/**
 * A notification may only send the reader somewhere on this site: a path from the root ("/dashboard/…"). Not
 * another origin ("https://…", "//host"), not a scheme ("javascript:"), not a backslash some browsers read as "/".
 */
export function isSitePath(link: string): boolean {
  const hasControlOrSpace = [...link].some((ch) => ch.charCodeAt(0) < 0x20 || /\s/.test(ch));
  return /^\/(?![/\\])/.test(link) && !link.includes('\\') && !hasControlOrSpace;
}

export const NotificationSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  dashboard: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsCountSchema = z.object({ unread_count: z.number().int().min(0) });

export const MarkReadRequestSchema = z
  .object({
    ids: z.array(z.string().max(64)).max(500).optional(),
    dashboard: z.string().max(32).optional(),
  })
  .strict();
export type MarkReadRequest = z.infer<typeof MarkReadRequestSchema>;

export const MarkReadResponseSchema = z.object({ status: z.literal('success'), updated: z.number().int() });
