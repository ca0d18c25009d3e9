import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUsersPage, AuditLogPage } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authCall, bearer, idToken, signUp, verifyEmail, type SignedUp } from '../../../test/identity.ts';
import { auditLog, authSession } from '../../db/schema/index.ts';

// Revocation works to the second (a token's `iat`), so a test lets a second pass before taking a role away.
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('admin: users, disabling accounts, roles and the audit log', () => {
  let t: TestApp;
  let root: SignedUp;
  let admin: SignedUp;
  let writer: SignedUp;
  const call = (token: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  const disable = (token: string, uid: string, disabled = true) =>
    call(token, 'PATCH', `/v1/admin/users/${uid}`, { disabled });
  const roles = (token: string, uid: string, change: object) =>
    call(token, 'PATCH', `/v1/admin/users/${uid}/roles`, change);
  const auditRows = (targetId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  const signIn = (user: SignedUp) =>
    authCall(t.app, 'POST', '/sign-in/email', { email: user.email, password: user.password });

  beforeAll(async () => {
    t = await createTestApp();
    root = await signUp(t.app, { email: 'root@penwright.test', name: 'Root Admin' });
    root.token = await verifyEmail(t.app, root);
    admin = await signUp(t.app, { name: 'Plain Admin' });
    expect((await roles(root.token, admin.id, { grant: ['admin'] })).statusCode).toBe(200);
    admin.token = await idToken(t.app, admin.cookie);
    writer = await signUp(t.app, { name: 'Wendy Writer' });
    const checkout = await call(writer.token, 'POST', '/v1/payments/create-checkout-session', {
      priceId: 'price_starter_free',
    });
    expect(checkout.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  describe('the user list', () => {
    it("shows each user's roles, plan and created date, newest first", async () => {
      const res = await call(admin.token, 'GET', '/v1/admin/users');
      expect(res.statusCode).toBe(200);
      const page = (res.json() as { data: AdminUsersPage }).data;
      expect(page.totalCount).toBe(3);
      expect(page.data.map((u) => u.name)).toEqual(['Wendy Writer', 'Plain Admin', 'Root Admin']);
      expect(page.data[0]).toMatchObject({
        roles: ['user'],
        plan: { id: 'starter', name: 'Starter', status: 'active' },
        disabled_at: null,
      });
      expect(Date.parse(page.data[0]!.created_at)).not.toBeNaN();
      expect(page.data[1]).toMatchObject({ roles: ['user', 'admin'], plan: null });
      expect(page.data[2]!.roles).toContain('super_admin');
    });

    it('searches names and addresses and pages with skip and take', async () => {
      const found = await call(admin.token, 'GET', '/v1/admin/users?search=wendy');
      expect(found.json()).toMatchObject({ data: { totalCount: 1, data: [{ id: writer.id }] } });
      const second = await call(admin.token, 'GET', '/v1/admin/users?skip=1&take=1');
      expect(second.json()).toMatchObject({ data: { totalCount: 3, data: [{ name: 'Plain Admin' }] } });
      const wildcard = await call(admin.token, 'GET', '/v1/admin/users?search=%25');
      expect(wildcard.json()).toMatchObject({ data: { totalCount: 0 } });
    });

    it.each(['take=0', 'take=101', 'skip=-1', 'take=many'])('answers ?%s with a 400', async (query) => {
      const res = await call(admin.token, 'GET', `/v1/admin/users?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error' });
    });
  });

  describe('disabling an account', () => {
    it('ends its sessions and tokens, and sign-in answers auth/user-disabled until it is enabled', async () => {
      const user = await signUp(t.app, { name: 'To Disable' });
      const me = (token: string) => call(token, 'GET', '/v1/users/me');
      expect((await me(user.token)).statusCode).toBe(200);

      const res = await disable(admin.token, user.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { uid: user.id, disabled_at: expect.any(String) } });
      const stale = await me(user.token);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ code: 'auth/id-token-expired' });
      expect((await authCall(t.app, 'GET', '/token', undefined, user.cookie)).statusCode).toBe(401);
      expect(await t.database.db.select().from(authSession).where(eq(authSession.userId, user.id))).toEqual(
        [],
      );

      const refused = await signIn(user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        status: 'error',
        code: 'auth/user-disabled',
        message: 'This account has been disabled.',
      });
      expect(refused.headers['set-cookie']).toBeUndefined();
      const wrongPassword = await authCall(t.app, 'POST', '/sign-in/email', {
        email: user.email,
        password: 'not the password',
      });
      expect(wrongPassword.json()).toMatchObject({ code: 'auth/wrong-password' });

      const listed = await call(
        admin.token,
        'GET',
        `/v1/admin/users?search=${encodeURIComponent(user.email)}`,
      );
      expect(listed.json()).toMatchObject({ data: { data: [{ disabled_at: expect.any(String) }] } });

      expect((await disable(admin.token, user.id, false)).json()).toMatchObject({
        data: { disabled_at: null },
      });
      const back = await signIn(user);
      expect(back.statusCode).toBe(200);
      const cookie = [back.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
      expect((await me(await idToken(t.app, cookie))).statusCode).toBe(200);

      const audit = await auditRows(user.id);
      expect(audit.map((row) => [row.action, row.actorId, row.targetType])).toEqual(
        expect.arrayContaining([
          ['user.disable', admin.id, 'user'],
          ['user.enable', admin.id, 'user'],
        ]),
      );
      expect(audit).toHaveLength(2);
    });

    it('records nothing when the account is already as asked', async () => {
      const user = await signUp(t.app);
      expect((await disable(admin.token, user.id, false)).statusCode).toBe(200);
      expect(await auditRows(user.id)).toEqual([]);
    });

    it('refuses an admin disabling themselves', async () => {
      const res = await disable(admin.token, admin.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'admin/own-account' });
      expect((await call(admin.token, 'GET', '/v1/admin/users')).statusCode).toBe(200);
    });

    it('refuses a plain admin disabling a super admin, and lets a super admin disable an admin', async () => {
      const res = await disable(admin.token, root.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'auth/admin-restricted-operation' });
      expect(await auditRows(root.id)).toEqual([]);
      expect((await signIn(root)).statusCode).toBe(200);

      const other = await signUp(t.app);
      expect((await roles(root.token, other.id, { grant: ['admin'] })).statusCode).toBe(200);
      expect((await disable(root.token, other.id)).statusCode).toBe(200);
      expect((await signIn(other)).json()).toMatchObject({ code: 'auth/user-disabled' });
    });

    it.each([[{ disabled: 'yes' }], [{}], [{ disabled: true, extra: 1 }]])(
      'answers %j with a 400',
      async (payload) => {
        const res = await call(admin.token, 'PATCH', `/v1/admin/users/${writer.id}`, payload);
        expect(res.statusCode).toBe(400);
      },
    );

    it('answers 404 for an unknown uid and 403 to a writer', async () => {
      expect((await disable(admin.token, 'no-such-user')).statusCode).toBe(404);
      const writerTry = await disable(writer.token, admin.id);
      expect(writerTry.statusCode).toBe(403);
      expect(writerTry.json()).toMatchObject({ code: 'auth/insufficient-role' });
    });
  });

  describe('granting and revoking roles', () => {
    it('refuses a plain admin granting or revoking admin roles, and records nothing', async () => {
      for (const change of [{ grant: ['admin'] }, { grant: ['super_admin'] }, { revoke: ['admin'] }]) {
        const res = await roles(admin.token, writer.id, change);
        expect(res.statusCode, JSON.stringify(change)).toBe(403);
        expect(res.json()).toMatchObject({ code: 'auth/admin-restricted-operation' });
      }
      expect(await auditRows(writer.id)).toEqual([]);
    });

    it('lets a super admin grant admin: the next token carries it, and the grant is audited', async () => {
      const res = await roles(root.token, writer.id, { grant: ['admin'] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { uid: writer.id, roles: ['user', 'admin'] } });
      // The token from before the grant still works, without the new role.
      expect((await call(writer.token, 'GET', '/v1/admin/users')).statusCode).toBe(403);
      writer.token = await idToken(t.app, writer.cookie);
      expect((await call(writer.token, 'GET', '/v1/admin/users')).statusCode).toBe(200);
      const audit = await auditRows(writer.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'role.grant', actorId: root.id, details: { role: 'admin' } });
    });

    it('lets a super admin revoke it: the tokens that carried it stop working', async () => {
      await nextSecond();
      const res = await roles(root.token, writer.id, { revoke: ['admin'] });
      expect(res.json()).toMatchObject({ data: { roles: ['user'] } });
      expect((await call(writer.token, 'GET', '/v1/admin/users')).statusCode).toBe(401);
      writer.token = await idToken(t.app, writer.cookie);
      expect((await call(writer.token, 'GET', '/v1/admin/users')).statusCode).toBe(403);
      const actions = (await auditRows(writer.id)).map((row) => row.action).sort();
      expect(actions).toEqual(['role.grant', 'role.revoke']);
    });

    it('refuses a super admin revoking their own super admin role', async () => {
      const res = await roles(root.token, root.id, { revoke: ['super_admin'] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'admin/own-account' });
    });

    it('audits a role changed through create-role by a super admin too', async () => {
      const user = await signUp(t.app);
      const res = await call(root.token, 'POST', '/api/v1/auth/create-role', {
        uid: user.id,
        roles: ['user', 'admin'],
      });
      expect(res.statusCode).toBe(201);
      expect((await auditRows(user.id)).map((row) => row.action)).toEqual(['role.grant']);
    });

    it.each([
      [{ revoke: ['user'] }],
      [{ grant: ['admin'], revoke: ['admin'] }],
      [{}],
      [{ grant: ['owner'] }],
      [{ grant: 'admin' }],
    ])('answers %j with a 400', async (payload) => {
      const res = await roles(root.token, writer.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error' });
    });

    it('answers 404 for an unknown uid', async () => {
      expect((await roles(root.token, 'no-such-user', { grant: ['admin'] })).statusCode).toBe(404);
    });
  });

  describe('the audit log', () => {
    it('shows super admins every admin action, newest first, with who did it to whom', async () => {
      const res = await call(root.token, 'GET', '/v1/admin/audit-log?take=2');
      expect(res.statusCode).toBe(200);
      const page = (res.json() as { data: AuditLogPage }).data;
      const total = (await t.database.db.select().from(auditLog)).length;
      expect(page.totalCount).toBe(total);
      expect(page.data).toHaveLength(2);
      const [newest] = page.data;
      expect(newest).toMatchObject({
        action: 'role.grant',
        actor: { id: root.id, name: 'Root Admin', email: 'root@penwright.test' },
        targetType: 'user',
        details: { role: 'admin' },
      });
      const all = (await call(root.token, 'GET', '/v1/admin/audit-log?take=100')).json() as {
        data: AuditLogPage;
      };
      const times = all.data.data.map((entry) => Date.parse(entry.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(all.data.data.find((e) => e.targetId === writer.id)?.targetLabel).toBe('Wendy Writer');
    });

    it('answers 403 to a plain admin', async () => {
      const res = await call(admin.token, 'GET', '/v1/admin/audit-log');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'auth/insufficient-role' });
    });
  });
});
