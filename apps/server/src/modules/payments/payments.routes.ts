import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutSessionSchema,
  CreateCheckoutSessionRequestSchema,
  envelope,
  PlanSchema,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { presentPlan } from './payments.presenter.ts';
import { createCheckoutSession, listPlans } from './payments.service.ts';

export default async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/payments/plans',
    {
      schema: {
        tags: ['payments'],
        summary: 'Plans on offer, Starter, Student and Professional first',
        response: { 200: envelope(z.array(PlanSchema)) },
      },
    },
    async () => ok((await listPlans(app.db)).map(presentPlan), 'Plans'),
  );

  app.post(
    '/v1/payments/create-checkout-session',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Start a checkout; the free plan is activated at once',
        security: [{ bearer: [] }],
        body: CreateCheckoutSessionRequestSchema,
        response: { 200: envelope(CheckoutSessionSchema) },
      },
    },
    async (request) => {
      const session = await createCheckoutSession(app.db, request.user!.id, request.body.priceId);
      return ok(session, session.status === 'success' ? 'Subscribed' : 'Checkout started');
    },
  );
}
