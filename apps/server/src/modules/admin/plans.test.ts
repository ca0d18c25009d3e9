import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlan, Plan } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, idToken, signUp, verifyEmail, type SignedUp } from '../../../test/identity.ts';
import { auditLog, plans, subscriptionEvents, subscriptions } from '../../db/schema/index.ts';
import { activatePlan } from '../payments/payments.service.ts';

describe('admin: plans', () => {
  let t: TestApp;
  let root: SignedUp;
  let admin: SignedUp;
  let writer: SignedUp;
  const call = (token: string, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  const edit = (planId: string, payload: object, token = admin.token) =>
    call(token, 'PATCH', `/v1/admin/plans/${planId}`, payload);
  const plan = async (id: string) => (await t.database.db.select().from(plans).where(eq(plans.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    root = await signUp(t.app, { email: 'root@penwright.test' });
    root.token = await verifyEmail(t.app, root);
    admin = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/create-role',
      headers: bearer(root.token),
      payload: { uid: admin.id, roles: ['user', 'admin'] },
    });
    admin.token = await idToken(t.app, admin.cookie);
    writer = await signUp(t.app);
    // A student subscription at the price agreed at checkout.
    await activatePlan(t.database.db, writer.id, await plan('student'));
    await t.database.db.update(subscriptions).set({ amount: 900, currency: 'usd' });
  });
  afterAll(() => t.close());

  it('lists every plan with its price, limits, whether it is on sale and its subscribers', async () => {
    const res = await call(admin.token, 'GET', '/v1/admin/plans');
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { data: AdminPlan[] }).data;
    expect(listed.map((p) => [p.id, p.amount, p.limits.projects, p.active, p.subscriberCount])).toEqual([
      ['starter', 0, 3, true, 0],
      ['student', 900, 25, true, 1],
      ['professional', 1900, null, true, 0],
    ]);
  });

  it('changes the price for new checkouts only: subscriptions keep the amount they agreed to', async () => {
    const eventsBefore = await t.database.db.select().from(subscriptionEvents);
    const res = await edit('student', { amount: 1200, name: 'Student Plus', projects: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        id: 'student',
        name: 'Student Plus',
        amount: 1200,
        limits: { projects: 30 },
        subscriberCount: 1,
      },
    });
    const [subscription] = await t.database.db.select().from(subscriptions);
    expect(subscription).toMatchObject({ planId: 'student', amount: 900, currency: 'usd', status: 'active' });
    expect(await t.database.db.select().from(subscriptionEvents)).toEqual(eventsBefore);

    const offered = await t.app.inject({ method: 'GET', url: '/v1/payments/plans' });
    const student = (offered.json() as { data: Plan[] }).data.find((p) => p.id === 'student');
    expect(student).toMatchObject({ name: 'Student Plus', amount: 1200, limits: { projects: 30 } });

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'student'));
    expect(audit).toMatchObject({
      action: 'plan.update',
      actorId: admin.id,
      targetType: 'plan',
      details: {
        amount: { from: 900, to: 1200 },
        name: { from: 'Student', to: 'Student Plus' },
        projects: { from: 25, to: 30 },
      },
    });
    const log = await call(root.token, 'GET', '/v1/admin/audit-log');
    expect((log.json() as { data: { data: unknown[] } }).data.data[0]).toMatchObject({
      action: 'plan.update',
      targetId: 'student',
      targetLabel: 'Student Plus',
    });
  });

  it('makes a limit unlimited with null, and takes a plan off sale', async () => {
    expect((await edit('student', { projects: null })).json()).toMatchObject({
      data: { limits: { projects: null } },
    });
    expect((await edit('professional', { active: false })).statusCode).toBe(200);
    const offered = await t.app.inject({ method: 'GET', url: '/v1/payments/plans' });
    expect((offered.json() as { data: Plan[] }).data.map((p) => p.id)).toEqual(['starter', 'student']);
    const listed = (await call(admin.token, 'GET', '/v1/admin/plans')).json() as { data: AdminPlan[] };
    expect(listed.data.find((p) => p.id === 'professional')).toMatchObject({ active: false });
    expect((await edit('professional', { active: true })).statusCode).toBe(200);
  });

  it('keeps the free plan free and on sale', async () => {
    for (const change of [{ amount: 100 }, { active: false }]) {
      const res = await edit('starter', change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'admin/free-plan' });
    }
    expect(await plan('starter')).toMatchObject({ amount: 0, active: true });
  });

  it('records nothing when nothing changes', async () => {
    const before = (await t.database.db.select().from(auditLog)).length;
    expect((await edit('starter', { active: true })).statusCode).toBe(200);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(before);
  });

  it.each([
    [{}],
    [{ amount: -1 }],
    [{ amount: 9.99 }],
    [{ amount: '900' }],
    [{ amount: 1_000_001 }],
    [{ projects: 0 }],
    [{ name: '   ' }],
    [{ currency: 'eur' }],
  ])('answers %j with a 400 naming the field', async (payload) => {
    const res = await edit('student', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  it('answers 404 for an unknown plan and 403 to a writer', async () => {
    expect((await edit('no-such-plan', { active: true })).statusCode).toBe(404);
    const res = await edit('student', { amount: 1 }, writer.token);
    expect(res.statusCode).toBe(403);
    expect((await plan('student')).amount).toBe(1200);
  });
});
