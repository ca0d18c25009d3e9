import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuditLogPageSchema,
  AuditLogQuerySchema,
  envelope,
  UsageQuerySchema,
  UsageSchema,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { listAudit } from './audit.ts';
import { usageOverTime } from './usage.ts';

export default async function adminReportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/v1/admin/usage',
    {
      preHandler: app.requireRoles('admin', 'super_admin'),
      schema: {
        ...doc,
        summary: 'Sign-ups, active projects, checks run and revenue (cents) per UTC day',
        description: '`days` is 7, 30 (the default) or 90, today included.',
        querystring: UsageQuerySchema,
        response: { 200: envelope(UsageSchema) },
      },
    },
    async (request) => ok(await usageOverTime(app.db, request.query.days), 'Usage'),
  );

  app.get(
    '/v1/admin/audit-log',
    {
      preHandler: app.requireRoles('super_admin'),
      schema: {
        ...doc,
        summary: 'What admins did, newest first (super admins only)',
        querystring: AuditLogQuerySchema,
        response: { 200: envelope(AuditLogPageSchema) },
      },
    },
    async (request) => ok(await listAudit(app.db, request.query), 'Audit log'),
  );
}
