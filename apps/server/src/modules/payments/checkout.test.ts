import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, idToken, signUp, type SignedUp } from '../../../test/identity.ts';
import { notifications, plans, subscriptions } from '../../db/schema/index.ts';
import { settleLocalPeriod, settleLocalPeriods } from './local-billing.service.ts';

type Overview = {
  subscription: {
    plan_id: string;
    status: string;
    amount: number;
    current_period_end: string | null;
    cancel_at_period_end: boolean;
    provider: string;
  } | null;
  usage: { projects: number; projects_limit: number | null };
  test_mode: boolean;
};

describe('payments: paid plans through the local test-mode checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (user: SignedUp, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
  const checkout = (user: SignedUp, priceId: string) =>
    call(user, 'POST', '/v1/payments/create-checkout-session', { priceId });
  const overview = async (user: SignedUp) =>
    ((await call(user, 'GET', '/v1/payments/subscription')).json() as { data: Overview }).data;
  const history = async (user: SignedUp) =>
    (
      (await call(user, 'GET', '/v1/users/subscription-history?skip=0&take=20')).json() as {
        data: { data: { event: string; plan_id: string; amount: number }[]; totalCount: number };
      }
    ).data;
  const notes = (user: SignedUp) =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));

  /** A new account on Starter, as sign-up leaves it. */
  async function starter(): Promise<SignedUp> {
    const user = await signUp(t.app);
    expect((await checkout(user, 'price_starter_free')).statusCode).toBe(200);
    return user;
  }

  /** A new account that paid for Student through the test checkout. */
  async function student(): Promise<SignedUp> {
    const user = await starter();
    const started = (await checkout(user, 'price_student_monthly')).json() as { data: { url: string } };
    const id = started.data.url.split('/').pop()!;
    expect(
      (await call(user, 'POST', `/v1/payments/checkout/${id}/complete`, { outcome: 'paid' })).statusCode,
    ).toBe(200);
    return user;
  }

  it('sends a paid plan to the in-app test checkout, which shows the plan and its price', async () => {
    const user = await starter();
    const res = await checkout(user, 'price_student_monthly');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: string; data: { status: string; url: string } };
    expect(body).toMatchObject({ status: 'success', data: { status: 'redirect' } });
    expect(body.data.url).toMatch(/^\/dashboard\/checkout\/[\w-]+$/);
    const id = body.data.url.split('/').pop()!;
    const details = await call(user, 'GET', `/v1/payments/checkout/${id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      data: { id, status: 'open', amount: 900, currency: 'usd', plan: { id: 'student', name: 'Student' } },
    });
    // Nothing changes until the checkout is paid.
    expect((await overview(user)).subscription).toMatchObject({ plan_id: 'starter' });
  });

  it('paying activates the plan at its price, records the history, notifies, and makes a subscriber', async () => {
    const user = await student();
    const now = await overview(user);
    expect(now).toMatchObject({
      test_mode: true,
      subscription: { plan_id: 'student', status: 'active', amount: 900, cancel_at_period_end: false },
      usage: { projects: 0, projects_limit: 25 },
    });
    const end = new Date(now.subscription!.current_period_end!);
    expect(end.getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect((await history(user)).data.map((h) => [h.event, h.plan_id, h.amount])).toEqual([
      ['changed', 'student', 900],
      ['subscribed', 'starter', 0],
    ]);
    const types = (await notes(user)).map((n) => [n.type, n.title]);
    expect(types).toEqual(
      expect.arrayContaining([
        ['plan_changed', 'You are on the Student plan'],
        ['payment', 'Payment received: $9.00'],
      ]),
    );
    const me = await call(user, 'GET', '/v1/users/me');
    expect(me.json()).toMatchObject({
      data: { subscriber: true, subscription: { plan: { id: 'student' } } },
    });
    // The session's claims say so too, once the token is refreshed.
    const token = await idToken(t.app, user.cookie);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      subscriber: boolean;
    };
    expect(claims.subscriber).toBe(true);
  });

  it('a declined test card changes nothing and the checkout can still be paid; a paid one cannot be paid twice', async () => {
    const user = await starter();
    const id = (
      (await checkout(user, 'price_professional_monthly')).json() as { data: { url: string } }
    ).data.url
      .split('/')
      .pop()!;
    const declined = await call(user, 'POST', `/v1/payments/checkout/${id}/complete`, {
      outcome: 'declined',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/declined/) });
    expect((await overview(user)).subscription).toMatchObject({ plan_id: 'starter' });
    expect(
      (await call(user, 'POST', `/v1/payments/checkout/${id}/complete`, { outcome: 'paid' })).statusCode,
    ).toBe(200);
    const again = await call(user, 'POST', `/v1/payments/checkout/${id}/complete`, { outcome: 'paid' });
    expect(again.statusCode).toBe(409);
    expect((await history(user)).totalCount).toBe(2);
  });

  it('keeps checkouts private and refuses bad input with a 4xx', async () => {
    const owner = await starter();
    const other = await starter();
    const id = ((await checkout(owner, 'price_student_monthly')).json() as { data: { url: string } }).data.url
      .split('/')
      .pop()!;
    expect((await call(other, 'GET', `/v1/payments/checkout/${id}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'POST', `/v1/payments/checkout/${id}/complete`, { outcome: 'paid' })).statusCode,
    ).toBe(404);
    for (const payload of [{}, { outcome: 'stolen' }, { outcome: 7 }]) {
      const res = await call(owner, 'POST', `/v1/payments/checkout/${id}/complete`, payload);
      expect(res.statusCode).toBe(400);
    }
    const cancelled = await call(owner, 'POST', `/v1/payments/checkout/${id}/complete`, {
      outcome: 'canceled',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await call(owner, 'GET', `/v1/payments/checkout/${id}`)).json()).toMatchObject({
      data: { status: 'canceled' },
    });
    expect((await call(owner, 'POST', '/v1/payments/subscription/cancel')).statusCode).toBe(409);
    expect(
      (await call(owner, 'POST', '/v1/payments/subscription/test-event', { kind: 'nope' })).statusCode,
    ).toBe(400);
  });

  it('upgrades at once, downgrades to Starter at the end of the period, and can take the cancellation back', async () => {
    const user = await student();
    expect((await checkout(user, 'price_professional_monthly')).json()).toMatchObject({
      data: { status: 'success', url: null },
    });
    expect((await overview(user)).subscription).toMatchObject({ plan_id: 'professional', amount: 1900 });

    // Choosing Starter keeps the paid plan until the period ends.
    expect((await checkout(user, 'price_starter_free')).statusCode).toBe(200);
    expect((await overview(user)).subscription).toMatchObject({
      plan_id: 'professional',
      cancel_at_period_end: true,
    });
    const resumed = await call(user, 'POST', '/v1/payments/subscription/resume');
    expect(resumed.json()).toMatchObject({ data: { subscription: { cancel_at_period_end: false } } });
    expect((await history(user)).data.map((h) => h.event).slice(0, 4)).toEqual([
      'resumed',
      'cancel_scheduled',
      'changed',
      'changed',
    ]);
  });

  it('at the end of the period a test subscription renews, or, once cancelled, falls back to Starter, once', async () => {
    const renewing = await student();
    const ending = await student();
    await call(ending, 'POST', '/v1/payments/subscription/cancel');
    const later = new Date(Date.now() + 40 * 86_400_000);
    const ctx = { db: t.database.db, payments: t.app.payments, log: t.app.log };
    // The billing sweep of two processes at once, and a read of the plan meanwhile: each period settles once.
    await Promise.all([
      settleLocalPeriods(ctx, later),
      settleLocalPeriods(ctx, later),
      settleLocalPeriod(ctx, renewing.id, later),
    ]);

    const renewed = await history(renewing);
    expect(renewed.data.filter((h) => h.event === 'renewed')).toHaveLength(1);
    expect((await overview(renewing)).subscription).toMatchObject({ plan_id: 'student', status: 'active' });
    expect((await history(ending)).data[0]).toMatchObject({ event: 'canceled', plan_id: 'student' });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, ending.id));
    expect(row).toMatchObject({ planId: 'starter', cancelAtPeriodEnd: false });
  });

  it('a failed test renewal marks the plan past due and says so; a paid one makes it active again', async () => {
    const user = await student();
    const failed = await call(user, 'POST', '/v1/payments/subscription/test-event', {
      kind: 'payment_failed',
    });
    expect(failed.json()).toMatchObject({ data: { subscription: { status: 'past_due' } } });
    expect((await notes(user)).some((n) => n.title === 'Payment failed')).toBe(true);
    expect((await call(user, 'GET', '/v1/users/me')).json()).toMatchObject({ data: { subscriber: false } });
    const renewed = await call(user, 'POST', '/v1/payments/subscription/test-event', { kind: 'renewal' });
    expect(renewed.json()).toMatchObject({ data: { subscription: { status: 'active' } } });
  });

  it('a price change applies to new checkouts only', async () => {
    const early = await student();
    await t.database.db.update(plans).set({ amount: 1200 }).where(eq(plans.id, 'student'));
    try {
      expect((await overview(early)).subscription).toMatchObject({ plan_id: 'student', amount: 900 });
      const late = await starter();
      const url = ((await checkout(late, 'price_student_monthly')).json() as { data: { url: string } }).data
        .url;
      const details = await call(late, 'GET', `/v1/payments/checkout/${url.split('/').pop()}`);
      expect(details.json()).toMatchObject({ data: { amount: 1200 } });
    } finally {
      await t.database.db.update(plans).set({ amount: 900 }).where(eq(plans.id, 'student'));
    }
  });

  it('the webhook answers 400 on a server without Stripe', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/STRIPE_WEBHOOK_SECRET/),
    });
  });
});
