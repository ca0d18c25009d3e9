import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, PaginationQuerySchema, UserDocumentSchema } from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { listUsers } from './admin.service.ts';

const QuerySchema = PaginationQuerySchema.extend({ search: z.string().trim().max(200).optional() });

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/admin/users',
    {
      preHandler: app.requireRoles('admin', 'super_admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Users, newest first, searchable by name or email',
        querystring: QuerySchema,
        response: {
          200: envelope(z.object({ data: z.array(UserDocumentSchema), totalCount: z.number().int() })),
        },
      },
    },
    async (request) => ok(await listUsers(app.db, request.query), 'Users'),
  );
}
