import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, desc, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { envelope, UserDocumentSchema } from '@penwright/shared';
import { users } from '../../db/schema/index.ts';
import { ok } from '../../lib/envelope.ts';
import { presentUser } from '../users/users.presenter.ts';

const QuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    async (request) => {
      const { skip, take, search } = request.query;
      const where = search
        ? or(ilike(users.email, `%${escapeLike(search)}%`), ilike(users.name, `%${escapeLike(search)}%`))
        : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .offset(skip)
          .limit(take),
        app.db.select({ n: count() }).from(users).where(where),
      ]);
      return ok({ data: rows.map(presentUser), totalCount: total?.n ?? 0 }, 'Users');
    },
  );
}
