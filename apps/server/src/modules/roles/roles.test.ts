import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, idToken, signUp, verifyEmail, type SignedUp } from '../../../test/identity.ts';

describe('roles: POST /api/v1/auth/create-role', () => {
  let t: TestApp;
  let writer: SignedUp;
  let root: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUp(t.app);
    root = await signUp(t.app, { email: 'root@penwright.test' });
    root.token = await verifyEmail(t.app, root);
  });
  afterAll(() => t.close());
  const createRole = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/create-role',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('answers 201 when a user assigns themselves the user role', async () => {
    const res = await createRole(writer.token, { uid: writer.id, roles: ['user'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'success', data: { uid: writer.id, roles: ['user'] } });
  });

  it('refuses admin roles to anyone but a super admin', async () => {
    const res = await createRole(writer.token, { uid: writer.id, roles: ['user', 'admin'] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth/admin-restricted-operation' });
  });

  it("refuses changing another user's roles without super admin", async () => {
    const res = await createRole(writer.token, { uid: root.id, roles: ['user'] });
    expect(res.statusCode).toBe(403);
  });

  it('lets the super admin grant admin; the role reaches the claims after a forced token refresh', async () => {
    const res = await createRole(root.token, { uid: writer.id, roles: ['user', 'admin'] });
    expect(res.statusCode).toBe(201);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/users',
      headers: bearer(writer.token),
    });
    expect(stale.statusCode).toBe(403);
    const fresh = await idToken(t.app, writer.cookie);
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()) as {
      roles: string[];
    };
    expect(claims.roles).toEqual(['user', 'admin']);
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/users?search=root%40',
      headers: bearer(fresh),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ data: { totalCount: 1, data: [{ email: 'root@penwright.test' }] } });
  });

  it('keeps the super admin role when the sign-up step assigns user', async () => {
    const res = await createRole(root.token, { uid: root.id, roles: ['user'] });
    expect(res.json()).toMatchObject({ data: { roles: ['user', 'super_admin'] } });
  });

  it.each([
    [{ uid: '', roles: ['user'] }],
    [{ uid: 'x', roles: [] }],
    [{ uid: 'x', roles: ['owner'] }],
    [{ roles: ['user'] }],
    ['not an object'],
  ])('rejects %j with a 400', async (payload) => {
    const res = await createRole(writer.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
  });

  it('answers a plain-text body with a 400 saying an object was expected', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/create-role',
      headers: { ...bearer(writer.token), 'content-type': 'text/plain' },
      payload: 'uid=me',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'validation-error',
      message: 'body: Invalid input: expected object, received string',
    });
  });

  it('answers 404 for an unknown uid', async () => {
    const res = await createRole(root.token, { uid: 'no-such-user', roles: ['user'] });
    expect(res.statusCode).toBe(404);
  });
});
