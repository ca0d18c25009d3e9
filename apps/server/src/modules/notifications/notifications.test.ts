import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Notification } from '@penwright/shared';
import { notifications } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../../test/identity.ts';
import { notifyWelcome } from './welcome.ts';

type Page = { data: Notification[]; totalCount: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (user: SignedUp, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/users/notifications${query}`,
    headers: bearer(user.token),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Page }).data;
};

describe('welcome notification', () => {
  it('greets a new account once, with a link to start a project', async () => {
    const user = await signUp(t.app, { name: 'Grace Hopper' });
    const { data, totalCount } = await list(user);
    expect(totalCount).toBe(1);
    expect(data[0]).toMatchObject({
      type: 'welcome',
      title: 'Welcome to Penwright, Grace',
      link: '/dashboard/projects/new',
      read_at: null,
    });
    // The sign-up hook running again for the same account leaves the one welcome.
    await notifyWelcome(t.database.db, { id: user.id, name: 'Grace Hopper' });
    expect((await list(user)).totalCount).toBe(1);
  });
});

describe('notifications: unread count, list and mark-read', () => {
  let user: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    [user, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    // Each starts with their welcome; these tests count what they add.
    await t.database.db.delete(notifications).where(eq(notifications.type, 'welcome'));
    const note = (userId: string, title: string, minutesAgo: number, dashboard = 'user') => ({
      id: newId(),
      userId,
      dashboard,
      type: 'due_soon',
      title,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await t.database.db
      .insert(notifications)
      .values([
        note(user.id, 'Oldest', 30),
        note(user.id, 'Newest', 1),
        note(user.id, 'Admin note', 10, 'admin'),
        note(other.id, 'Not yours', 5),
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
    const shown = (await list(fresh)).data.filter((n) => /^N\d$/.test(n.title));
    expect(Object.fromEntries(shown.map((n) => [n.title, n.link]))).toEqual({
      N0: '/dashboard/projects',
      N1: null,
      N2: null,
      N3: null,
    });
  });

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

  it('lists them newest first, a page at a time, with a total', async () => {
    const first = await list(user, '?take=2');
    expect(first.totalCount).toBe(3);
    expect(first.data.map((n) => n.title)).toEqual(['Newest', 'Admin note']);
    const second = await list(user, '?skip=2&take=2');
    expect(second.data.map((n) => n.title)).toEqual(['Oldest']);
  });

  it('refuses a page it cannot read with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/notifications?take=0',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.stringContaining('take') });
  });

  it('marks the given notifications read', async () => {
    const [newest] = (await list(user)).data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/notifications/mark-read',
      headers: bearer(user.token),
      payload: { ids: [newest!.id] },
    });
    expect(res.json()).toMatchObject({ data: { status: 'success', updated: 1 } });
    expect(await count()).toBe(2);
    expect((await list(user)).data[0]?.read_at).toEqual(expect.any(String));
  });

  it('marks all unread as read with an empty body and answers status success', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/notifications/mark-read',
      headers: bearer(user.token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { status: 'success', updated: 2 } });
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
