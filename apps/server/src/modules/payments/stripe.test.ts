import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../../test/identity.ts';
import { startStripeFake, stripeEvent, type StripeFake } from '../../../test/stripe-fake.ts';
import { subscriptionEvents, subscriptions } from '../../db/schema/index.ts';

const WEBHOOK_SECRET = 'whsec_test_penwright';
const signer = new Stripe('sk_test_signer');

describe('payments through Stripe: the SDK against a local server that answers like Stripe', () => {
  let t: TestApp;
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
    t = await createTestApp({
      config: {
        stripe: { secretKey: 'sk_test_penwright', webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const call = (user: SignedUp, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  const outcome = async (event: object) =>
    ((await deliver(event)).json() as { data: { outcome: string } }).data.outcome;
  const row = async (user: SignedUp) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)))[0]!;
  const historyOf = (user: SignedUp) =>
    t.database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, user.id));

  async function starter() {
    const user = await signUp(t.app);
    await call(user, 'POST', '/v1/payments/create-checkout-session', { priceId: 'price_starter_free' });
    return user;
  }

  /** A Student checkout opened through the API; answers the Stripe session's id. */
  async function openCheckout(user: SignedUp, priceId = 'price_student_monthly') {
    const res = await call(user, 'POST', '/v1/payments/create-checkout-session', { priceId });
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { data: { status: string; url: string } }).data.url;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    return url.split('/').pop()!;
  }

  it('creates a subscription-mode Checkout session with the plan, its price and the user', async () => {
    const user = await starter();
    const sessionId = await openCheckout(user);
    const created = stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(created.idempotencyKey).toMatch(/^checkout-/);
    expect(created.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      customer_email: user.email,
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '900', recurring: { interval: 'month' } },
        },
      ],
      metadata: { userId: user.id, planId: 'student' },
      subscription_data: { metadata: { userId: user.id, planId: 'student' } },
    });
    expect(String(created.params['success_url'])).toMatch(/\/dashboard\/settings\?checkout=success$/);
    expect(stripe.sessions.get(sessionId)).toBeDefined();
  });

  it('a signed checkout.session.completed activates the plan; the same delivery again changes nothing', async () => {
    const user = await starter();
    const [completed, created, paid] = stripe.completeCheckout(await openCheckout(user));
    expect(await outcome(completed!)).toBe('applied');
    expect(await outcome(created!)).toBe('applied');
    expect(await outcome(paid!)).toBe('applied');
    const before = await historyOf(user);
    expect(await outcome(completed!)).toBe('duplicate');
    expect(await outcome(paid!)).toBe('duplicate');
    expect(await historyOf(user)).toHaveLength(before.length);
    expect(await row(user)).toMatchObject({
      planId: 'student',
      status: 'active',
      provider: 'stripe',
      amount: 900,
      providerSubscriptionId: expect.stringMatching(/^sub_test_/),
      providerCustomerId: expect.stringMatching(/^cus_test_/),
    });
    expect((await row(user)).currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await call(user, 'GET', '/v1/users/me')).json()).toMatchObject({ data: { subscriber: true } });
  });

  it('refuses a bad or missing signature with a 400 and changes nothing', async () => {
    const user = await starter();
    const [completed] = stripe.completeCheckout(await openCheckout(user));
    const forged = await deliver(completed!, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/signature/i) });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed),
    });
    expect(unsigned.statusCode).toBe(400);
    const tampered = JSON.stringify(completed).replace('"student"', '"professional"');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload: JSON.stringify(completed),
          secret: WEBHOOK_SECRET,
        }),
      },
      payload: tampered,
    });
    expect(res.statusCode).toBe(400);
    expect(await row(user)).toMatchObject({ planId: 'starter' });
  });

  it('tolerates out-of-order delivery: a late renewal does not undo a cancellation that happened after it', async () => {
    const user = await starter();
    const now = Math.floor(Date.now() / 1000);
    const [completed, created, paid] = stripe.completeCheckout(await openCheckout(user), now - 100);
    const subscription = (created as { data: { object: Record<string, unknown> } }).data.object;
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      { ...subscription, status: 'canceled' },
      now,
    );
    // Stripe sent them in order; they arrive: completed, deleted, then the older invoice and subscription events.
    expect(await outcome(completed!)).toBe('applied');
    expect(await outcome(deleted)).toBe('applied');
    expect(await outcome(paid!)).toBe('stale');
    expect(await outcome(created!)).toBe('stale');
    expect(await row(user)).toMatchObject({
      planId: 'starter',
      status: 'active',
      providerSubscriptionId: null,
    });
    const events = (await historyOf(user)).map((h) => h.event).sort();
    expect(events).toEqual(['canceled', 'changed', 'subscribed']);
  });

  it('a failed invoice marks the plan past due; the next paid invoice makes it active again', async () => {
    const user = await starter();
    const now = Math.floor(Date.now() / 1000);
    const [completed, , paid] = stripe.completeCheckout(await openCheckout(user), now - 50);
    await outcome(completed!);
    const invoice = (paid as { data: { object: Record<string, unknown> } }).data.object;
    expect(
      await outcome(stripeEvent('invoice.payment_failed', { ...invoice, amount_paid: 0 }, now - 10)),
    ).toBe('applied');
    expect(await row(user)).toMatchObject({ status: 'past_due' });
    expect(
      await outcome(stripeEvent('invoice.paid', { ...invoice, billing_reason: 'subscription_cycle' }, now)),
    ).toBe('applied');
    expect(await row(user)).toMatchObject({ status: 'active' });
    expect((await historyOf(user)).map((h) => h.event)).toEqual(
      expect.arrayContaining(['payment_failed', 'renewed']),
    );
  });

  it('cancels at period end and changes plan through the Stripe API', async () => {
    const user = await starter();
    for (const event of stripe.completeCheckout(await openCheckout(user), Math.floor(Date.now() / 1000) - 5))
      await outcome(event);
    const subscriptionId = (await row(user)).providerSubscriptionId!;

    const cancelled = await call(user, 'POST', '/v1/payments/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(stripe.calls.findLast((c) => c.method === 'POST')).toMatchObject({
      path: `/v1/subscriptions/${subscriptionId}`,
      params: { cancel_at_period_end: 'true' },
    });
    expect(cancelled.json()).toMatchObject({ data: { subscription: { cancel_at_period_end: true } } });

    const upgraded = await call(user, 'POST', '/v1/payments/create-checkout-session', {
      priceId: 'price_professional_monthly',
    });
    expect(upgraded.json()).toMatchObject({ data: { status: 'success', url: null } });
    const update = stripe.calls.findLast((c) => c.method === 'POST')!;
    expect(update.params).toMatchObject({
      metadata: { planId: 'professional' },
      cancel_at_period_end: 'false',
      items: [{ price_data: { unit_amount: '1900', currency: 'usd' } }],
    });
    expect(await row(user)).toMatchObject({ planId: 'professional', amount: 1900, cancelAtPeriodEnd: false });
  });

  it("answers the specification's message when Stripe cannot be reached", async () => {
    const user = await starter();
    stripe.failWith = 500;
    try {
      const res = await call(user, 'POST', '/v1/payments/create-checkout-session', {
        priceId: 'price_student_monthly',
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Failed to create checkout session.' });
    } finally {
      stripe.failWith = null;
    }
    expect(await row(user)).toMatchObject({ planId: 'starter' });
  });

  it('ignores event types it does not act on', async () => {
    expect(await outcome(stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }))).toBe(
      'ignored',
    );
  });
});
