import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CreateRoleRequestSchema, envelope, RoleSchema } from '@penwright/shared';
import { roleChanges, users } from '../../db/schema/index.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { authorizeRoleChange, nextRoles } from './roles.policy.ts';

const RoleResultSchema = z.object({ uid: z.string(), roles: z.array(RoleSchema) });

export default async function rolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v1/auth/create-role',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'Assign roles; they reach the ID token claims at the next forced refresh',
        body: CreateRoleRequestSchema,
        response: { 201: envelope(RoleResultSchema) },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      const { uid, roles } = request.body;
      authorizeRoleChange(actor, uid, roles);
      const updated = await app.db.transaction(async (tx) => {
        const [target] = await tx
          .select({ roles: users.roles })
          .from(users)
          .where(eq(users.id, uid))
          .for('update');
        if (!target) throw notFound(`No user with uid "${uid}".`, 'auth/user-not-found');
        const after = nextRoles(target.roles, roles, uid !== actor.id);
        await tx.update(users).set({ roles: after, updatedAt: new Date() }).where(eq(users.id, uid));
        await tx
          .insert(roleChanges)
          .values({ id: newId(), userId: uid, actorId: actor.id, before: target.roles, after });
        return after;
      });
      return reply.code(201).send(ok({ uid, roles: updated }, 'Roles assigned'));
    },
  );
}
