import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Usage } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, idToken, signUp, verifyEmail, type SignedUp } from '../../../test/identity.ts';
import type { Database } from '../../db/client.ts';
import { subscriptionEvents, usageCounters, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { writer as signUpWriter } from '../projects/projects.fixtures.ts';
import { recordUsage } from './usage.ts';

const DAY_MS = 86_400_000;
const dayKey = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);

describe('admin: usage over time', () => {
  let t: TestApp;
  let admin: SignedUp;
  const usage = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/usage${query}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Usage }).data;
  };
  const today = (u: Usage) => u.series.at(-1)!;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { email: 'root@penwright.test' });
    admin.token = await verifyEmail(t.app, admin);
    const { db } = t.database;
    // Two sign-ups three days ago, and payments on several days, the refund-like and free ones not counting.
    const back = await Promise.all([signUp(t.app), signUp(t.app)]);
    for (const user of back)
      await db
        .update(users)
        .set({ createdAt: at(3) })
        .where(eq(users.id, user.id));
    const payment = (userId: string, daysAgo: number, event: string, amount: number, currency = 'usd') => ({
      id: newId(),
      userId,
      planId: 'student',
      event: event as 'subscribed',
      amount,
      currency,
      createdAt: at(daysAgo),
    });
    const [a, b] = back;
    await db
      .insert(subscriptionEvents)
      .values([
        payment(a!.id, 3, 'subscribed', 900),
        payment(b!.id, 3, 'renewed', 1900),
        payment(a!.id, 1, 'changed', 1900),
        payment(a!.id, 1, 'canceled', 1900),
        payment(b!.id, 1, 'subscribed', 0),
        payment(b!.id, 1, 'payment_failed', 900),
        payment(b!.id, 40, 'renewed', 900),
      ]);
    await db.insert(usageCounters).values([
      { day: dayKey(2), metric: 'checks', count: 5 },
      { day: dayKey(45), metric: 'checks', count: 7 },
    ]);
  });
  afterAll(() => t.close());

  it('answers one entry per UTC day for the last 30 days, ending today, with totals', async () => {
    const u = await usage();
    expect(u.days).toBe(30);
    expect(u.series).toHaveLength(30);
    expect(u.series[0]!.day).toBe(dayKey(29));
    expect(today(u).day).toBe(dayKey(0));
    const on = (daysAgo: number) => u.series.find((d) => d.day === dayKey(daysAgo))!;
    expect(on(3)).toMatchObject({ signups: 2, revenue: 2800 });
    expect(on(2)).toMatchObject({ checks: 5 });
    expect(on(1)).toMatchObject({ revenue: 1900 });
    expect(today(u).signups).toBe(1);
    expect(u.totals).toMatchObject({ signups: 3, checks: 5, revenue: 4700 });
  });

  it('takes 7 or 90 days, and refuses other windows', async () => {
    const week = await usage('?days=7');
    expect(week.series).toHaveLength(7);
    const quarter = await usage('?days=90');
    expect(quarter.series).toHaveLength(90);
    expect(quarter.totals).toMatchObject({ checks: 12, revenue: 5600 });
    for (const days of ['5', '0', 'month', '-30', '30.5']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/usage?days=${days}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, days).toBe(400);
    }
  });

  it('counts each citation check served, and active projects by their last update', async () => {
    const before = await usage('?days=7');
    const w = await signUpWriter(t);
    const project = await w.createProject();
    await w.createProject({ title: 'Second' });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/projects/${project.id}/posts/check-citation?citationFormat=apa`,
        headers: { ...bearer(w.user.token), 'content-type': 'text/plain' },
        payload: 'As Smith (2020) argues, writing is hard.',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await usage('?days=7');
    expect(today(after).checks).toBe(today(before).checks + 2);
    expect(today(after).activeProjects).toBe(today(before).activeProjects + 2);
    expect(after.totals.activeProjects).toBe(before.totals.activeProjects + 2);
  });

  it('never fails the request it counts: a failed count is logged and swallowed', async () => {
    const warnings: unknown[] = [];
    const broken = {
      insert: () => {
        throw new Error('database is down');
      },
    } as unknown as Database;
    await expect(
      recordUsage(broken, 'checks', { warn: (...args: unknown[]) => warnings.push(args) }),
    ).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });

  it('answers 403 to a writer', async () => {
    const writer = await signUp(t.app);
    writer.token = await idToken(t.app, writer.cookie);
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/usage', headers: bearer(writer.token) });
    expect(res.statusCode).toBe(403);
  });
});
