import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  MarkReadRequestSchema,
  NotificationSchema,
  NotificationsCountSchema,
  PaginationQuerySchema,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { listNotifications, markRead, unreadCount } from './notifications.service.ts';

const DashboardQuerySchema = z.object({ dashboard: z.string().trim().min(1).max(32).optional() });
const ListQuerySchema = DashboardQuerySchema.extend(PaginationQuerySchema.shape);

export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/users/notifications';
  const common = { preHandler: app.authenticate };
  const schemaBase = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.get(
    `${base}/notifications-count`,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Unread notifications',
        querystring: DashboardQuerySchema,
        response: { 200: envelope(NotificationsCountSchema) },
      },
    },
    async (request) =>
      ok(
        { unread_count: await unreadCount(app.db, request.user!.id, request.query.dashboard) },
        'Unread count',
      ),
  );

  app.get(
    base,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Notifications, newest first',
        querystring: ListQuerySchema,
        response: {
          200: envelope(z.object({ data: z.array(NotificationSchema), totalCount: z.number().int() })),
        },
      },
    },
    async (request) => {
      const { skip, take, dashboard } = request.query;
      return ok(await listNotifications(app.db, request.user!.id, skip, take, dashboard), 'Notifications');
    },
  );

  app.post(
    `${base}/mark-read`,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Mark notifications as read (all unread when no ids are given)',
        body: MarkReadRequestSchema,
        response: { 200: envelope(z.object({ status: z.literal('success'), updated: z.number().int() })) },
      },
    },
    async (request) => {
      const updated = await markRead(app.db, request.user!.id, request.body);
      return ok({ status: 'success' as const, updated }, 'Notifications marked as read');
    },
  );
}
