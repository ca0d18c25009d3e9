import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminPlanSchema, envelope, UpdatePlanRequestSchema } from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { listAdminPlans, updatePlan } from './plans.service.ts';

const PlanParamsSchema = z.object({ planId: z.string().trim().min(1, 'planId is required').max(64) });

export default async function adminPlansRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admins = app.requireRoles('admin', 'super_admin');
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/v1/admin/plans',
    {
      preHandler: admins,
      schema: {
        ...doc,
        summary: 'Every plan, on sale or not, with its number of active subscriptions',
        response: { 200: envelope(z.array(AdminPlanSchema)) },
      },
    },
    async () => ok(await listAdminPlans(app.db), 'Plans'),
  );

  app.patch(
    '/v1/admin/plans/:planId',
    {
      preHandler: admins,
      schema: {
        ...doc,
        summary: 'Change a plan: name, price in cents, project limit (null for unlimited), on sale or not',
        description: 'Changes apply to new checkouts: existing subscriptions keep the amount they agreed to.',
        params: PlanParamsSchema,
        body: UpdatePlanRequestSchema,
        response: { 200: envelope(AdminPlanSchema) },
      },
    },
    async (request) =>
      ok(await updatePlan(app.db, request.user!, request.params.planId, request.body), 'Plan saved'),
  );
}
