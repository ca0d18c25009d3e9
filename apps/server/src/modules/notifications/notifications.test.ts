import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../../test/identity.ts';

describe('notifications: unread count and mark-read', () => {
  let t: TestApp;
  let user: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    [user, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const note = (userId: string, title: string, dashboard = 'user') => ({
      id: newId(),
      userId,
      dashboard,
      type: 'welcome',
      title,
    });
    await t.database.db
      .insert(notifications)
      .values([
        note(user.id, 'Welcome'),
        note(user.id, 'Due soon'),
        note(user.id, 'Admin note', 'admin'),
        note(other.id, 'Not yours'),
      ]);
  });

  it('hands out only links to this site', async () => {
    const fresh = await signUp(t.app);
    const links = ['/dashboard/projects', 'https://evil.example/', '//evil.example', 'javascript:alert(1)'];
    await t.database.db.insert(notifications).values(
      links.map((link, i) => ({
        id: newId(),
        userId: fresh.id,
        dashboard: 'user',
        type: 'welcome',
        title: `N${i}`,
        link,
      })),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/notifications',
      headers: bearer(fresh.token),
    });
    const shown = (res.json() as { data: { data: { title: string; link: string | null }[] } }).data.data;
    expect(Object.fromEntries(shown.map((n) => [n.title, n.link]))).toEqual({
      N0: '/dashboard/projects',
      N1: null,
      N2: null,
      N3: null,
    });
  });
  afterAll(() => t.close());
  const count = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/notifications/notifications-count${query}`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { unread_count: number } }).data.unread_count;
  };

  it('counts only the signed-in user’s unread notifications, optionally per dashboard', async () => {
    expect(await count()).toBe(3);
    expect(await count('?dashboard=user')).toBe(2);
  });

  it('lists them newest first with a total', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/notifications?take=2',
      headers: bearer(user.token),
    });
    expect(res.json()).toMatchObject({ data: { totalCount: 3 } });
    expect((res.json() as { data: { data: unknown[] } }).data.data).toHaveLength(2);
  });

  it('marks all unread as read with an empty body and answers status success', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/notifications/mark-read',
      headers: bearer(user.token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { status: 'success', updated: 3 } });
    expect(await count()).toBe(0);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/notifications/notifications-count',
      headers: bearer(other.token),
    });
    expect(theirs.json()).toMatchObject({ data: { unread_count: 1 } });
  });

  it('requires a token to mark notifications read and rejects unknown fields', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/users/notifications/mark-read', payload: {} }))
        .statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/notifications/mark-read',
      headers: bearer(user.token),
      payload: { everything: true },
    });
    expect(res.statusCode).toBe(400);
  });
});
