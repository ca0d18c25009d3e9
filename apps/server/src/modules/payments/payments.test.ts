import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../../test/identity.ts';
import { seedPlans } from './plans.seed.ts';

describe('payments: plans, the free plan and subscription history', () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPlans(t.database.db, [
      {
        id: 'campus',
        name: 'Campus',
        priceId: 'price_campus',
        amount: 4900,
        limits: { projects: 100, priorityChecks: true },
        sortOrder: -1,
      },
      {
        id: 'euro',
        name: 'Euro',
        priceId: 'price_euro',
        amount: 900,
        currency: 'eur',
        limits: { projects: 25, priorityChecks: false },
        sortOrder: 5,
      },
    ]);
    user = await signUp(t.app);
  });
  afterAll(() => t.close());
  const checkout = (priceId: unknown, token = user.token) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/payments/create-checkout-session',
      headers: bearer(token),
      payload: { priceId },
    });

  it('lists plans publicly: Starter, Student, Professional first, then the others', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/payments/plans' });
    expect(res.statusCode).toBe(200);
    const plans = (
      res.json() as {
        data: { id: string; name: string; priceId: string; amount: number; currency: string }[];
      }
    ).data;
    expect(plans.map((p) => p.name)).toEqual(['Starter', 'Student', 'Professional', 'Campus', 'Euro']);
    expect(plans[0]).toMatchObject({ priceId: 'price_starter_free', amount: 0, currency: 'usd' });
    expect(plans[1]).toMatchObject({ amount: 900 });
    expect(plans[2]).toMatchObject({ amount: 1900 });
  });

  it('activates the free starter plan at once and shows it on the current user', async () => {
    const res = await checkout('price_starter_free');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { status: 'success', url: null } });
    const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(user.token) });
    expect(me.json()).toMatchObject({
      data: { subscription: { status: 'active', plan: { id: 'starter', name: 'Starter' } } },
    });
  });

  it('keeps one history entry when the free plan is chosen twice', async () => {
    await checkout('price_starter_free');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/users/subscription-history?skip=0&take=5',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        totalCount: 1,
        data: [{ event: 'subscribed', plan_id: 'starter', plan_name: 'Starter', amount: 0 }],
      },
    });
  });

  it("answers 'Currency not supported' for a plan that is not in USD", async () => {
    const res = await checkout('price_euro');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Currency not supported' });
  });

  it.each([['price_nope'], [''], [42], ['x'.repeat(300)]])(
    'rejects the price id %j with a 400',
    async (priceId) => {
      const res = await checkout(priceId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error' });
    },
  );

  it('needs a signed-in user to check out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/create-checkout-session',
      payload: { priceId: 'price_starter_free' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('pages the history with skip and take, and rejects bad paging values', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/v1/users/subscription-history?skip=1&take=5',
      headers: bearer(user.token),
    });
    expect(page.json()).toMatchObject({ data: { totalCount: 1, data: [] } });
    for (const query of ['skip=-1', 'take=0', 'take=1000', 'skip=abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/users/subscription-history?${query}`,
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
