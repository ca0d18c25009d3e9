import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutDetailsSchema,
  CheckoutSessionSchema,
  CompleteCheckoutRequestSchema,
  CreateCheckoutSessionRequestSchema,
  envelope,
  PlanSchema,
  SubscriptionOverviewSchema,
  TestBillingEventRequestSchema,
} from '@penwright/shared';
import { billingEventFromStripe } from '../../adapters/payments/stripe.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { applyBillingEvent } from './billing.service.ts';
import { presentPlan } from './payments.presenter.ts';
import {
  createCheckoutSession,
  findCheckout,
  listPlans,
  setCancelAtPeriodEnd,
  subscriptionOverview,
  type PaymentsContext,
} from './payments.service.ts';
import { finishLocalCheckout, settleLocalPeriod, simulateLocalEvent } from './local-billing.service.ts';

const CheckoutParams = z.object({ checkoutId: z.string().trim().min(1).max(100) });

export default async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest): PaymentsContext => ({
    db: app.db,
    payments: app.payments,
    log: request.log,
  });
  const signedIn = { preHandler: app.authenticate };
  const secured = { tags: ['payments'], security: [{ bearer: [] }] };

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
      ...signedIn,
      schema: {
        ...secured,
        summary:
          'Start a checkout; the free plan is activated at once, a paid plan answers the checkout address',
        body: CreateCheckoutSessionRequestSchema,
        response: { 200: envelope(CheckoutSessionSchema) },
      },
    },
    async (request) => {
      const session = await createCheckoutSession(ctx(request), request.user!, request.body.priceId);
      return ok(session, session.status === 'success' ? 'Subscribed' : 'Checkout started');
    },
  );

  app.get(
    '/v1/payments/subscription',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: 'The plan, its period and price, and usage against its limits',
        response: { 200: envelope(SubscriptionOverviewSchema) },
      },
    },
    async (request) => {
      // A test-mode period that ended since the last sweep is settled before it is shown.
      await settleLocalPeriod(ctx(request), request.user!.id);
      return ok(await subscriptionOverview(ctx(request), request.user!.id), 'Subscription');
    },
  );

  for (const [path, cancel, summary] of [
    ['/v1/payments/subscription/cancel', true, 'Cancel the paid plan at the end of its period'],
    ['/v1/payments/subscription/resume', false, 'Keep the paid plan after a cancellation'],
  ] as const) {
    app.post(
      path,
      {
        ...signedIn,
        schema: { ...secured, summary, response: { 200: envelope(SubscriptionOverviewSchema) } },
      },
      async (request) => {
        await setCancelAtPeriodEnd(ctx(request), request.user!.id, cancel);
        return ok(
          await subscriptionOverview(ctx(request), request.user!.id),
          cancel ? 'Your plan ends at the end of the period' : 'Your plan will renew',
        );
      },
    );
  }

  app.post(
    '/v1/payments/subscription/test-event',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: 'Test mode only: a renewal, or a renewal whose payment fails',
        body: TestBillingEventRequestSchema,
        response: { 200: envelope(SubscriptionOverviewSchema) },
      },
    },
    async (request) => {
      await simulateLocalEvent(ctx(request), request.user!.id, request.body.kind);
      return ok(await subscriptionOverview(ctx(request), request.user!.id), 'Test event applied');
    },
  );

  app.get(
    '/v1/payments/checkout/:checkoutId',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: 'One of your checkouts, for the test-mode checkout page',
        params: CheckoutParams,
        response: { 200: envelope(CheckoutDetailsSchema) },
      },
    },
    async (request) => {
      const found = await findCheckout(app.db, request.user!.id, request.params.checkoutId);
      return ok(
        {
          id: found.checkout.id,
          status: found.status,
          plan: presentPlan(found.plan),
          amount: found.checkout.amount,
          currency: found.checkout.currency,
          expires_at: found.checkout.expiresAt.toISOString(),
        },
        'Checkout',
      );
    },
  );

  app.post(
    '/v1/payments/checkout/:checkoutId/complete',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: 'Test mode only: pay, decline the card, or abandon the checkout',
        params: CheckoutParams,
        body: CompleteCheckoutRequestSchema,
        response: { 200: envelope(z.object({ id: z.string(), outcome: z.string() })) },
      },
    },
    async (request) => {
      const { outcome } = request.body;
      const id = await finishLocalCheckout(
        ctx(request),
        request.user!.id,
        request.params.checkoutId,
        outcome,
      );
      return ok({ id, outcome }, outcome === 'paid' ? 'Payment received' : 'Checkout cancelled');
    },
  );

  // Stripe signs the exact bytes it sent, so this route keeps the body as it came.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post(
      '/v1/payments/webhook',
      { schema: { tags: ['payments'], summary: "Stripe's webhook: signed subscription and invoice events" } },
      async (request) => {
        const stripe = app.payments.stripe;
        if (!stripe?.webhookSecret)
          throw badRequest(
            'Stripe webhooks are not set up on this server: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
            'payments/webhook-not-configured',
          );
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
          throw badRequest(
            'A Stripe-Signature header and the event body are required.',
            'payments/bad-signature',
          );
        let event;
        try {
          event = stripe.client.webhooks.constructEvent(request.body, signature, stripe.webhookSecret);
        } catch {
          throw badRequest('The Stripe-Signature does not match this body.', 'payments/bad-signature');
        }
        const billing = billingEventFromStripe(event);
        const outcome = billing ? await applyBillingEvent(app.db, billing) : 'ignored';
        if (outcome === 'unknown_user')
          request.log.warn({ event: event.id }, 'Stripe event for no known user');
        return ok({ received: true, outcome }, 'Received');
      },
    );
  });
}
