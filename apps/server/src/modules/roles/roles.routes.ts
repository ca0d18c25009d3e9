import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateRoleRequestSchema, envelope, RoleSchema } from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { assignRoles } from './roles.service.ts';

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
      const { uid, roles } = request.body;
      const updated = await assignRoles(app.db, request.user!, uid, roles);
      app.tokenGate.forget(uid);
      return reply.code(201).send(ok({ uid, roles: updated }, 'Roles assigned'));
    },
  );
}
