import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authVerification, mailOutbox, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  authCall,
  bearer,
  idToken,
  sessionCookie,
  signUp,
  uniqueEmail,
  verifyEmail,
} from '../../test/identity.ts';

describe('identity: sign-up, login, tokens, reset and verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginMaxFailures: 3 } });
  });
  afterAll(() => t.close());

  const lastMail = async (to: string, kind: string) => {
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.kind).toBe(kind);
    return mail!;
  };

  it('writes the user document on the server when the account is created', async () => {
    const user = await signUp(t.app, { name: 'Grace Hopper' });
    const [doc] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(doc).toMatchObject({
      id: user.id,
      userId: user.id,
      name: 'Grace Hopper',
      email: user.email,
      phoneNumber: '',
      photoUrl: '',
      acceptedConditions: true,
      roles: ['user'],
    });
  });

  it('refuses a second account with the same email', async () => {
    const user = await signUp(t.app);
    const res = await authCall(t.app, 'POST', '/sign-up/email', {
      email: user.email,
      password: 'another password',
      name: 'Twin',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 'error', code: 'auth/email-already-in-use' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough', name: 'N' }, 'auth/invalid-email'],
    [{ email: uniqueEmail(), password: '12345', name: 'N' }, 'auth/weak-password'],
    [{ email: uniqueEmail(), password: 'long enough' }, 'auth/argument-error'],
    [{ email: uniqueEmail(), password: 'long enough', name: 'x'.repeat(500) }, 'auth/argument-error'],
  ])('rejects bad sign-up input %j with %s', async (body, code) => {
    const res = await authCall(t.app, 'POST', '/sign-up/email', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
  });

  it('gives wrong-password and user-not-found on login, then throttles the account', async () => {
    const user = await signUp(t.app);
    const wrong = await authCall(t.app, 'POST', '/sign-in/email', {
      email: user.email,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'auth/wrong-password' });
    const unknown = await authCall(t.app, 'POST', '/sign-in/email', {
      email: uniqueEmail('ghost'),
      password: 'whatever',
    });
    expect(unknown.json()).toMatchObject({ code: 'auth/user-not-found' });
    await authCall(t.app, 'POST', '/sign-in/email', { email: user.email, password: 'still wrong' });
    await authCall(t.app, 'POST', '/sign-in/email', { email: user.email, password: 'wrong again' });
    const blocked = await authCall(t.app, 'POST', '/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'auth/too-many-requests' });
  });

  it('signs in and issues an ID token carrying the roles claim', async () => {
    const user = await signUp(t.app);
    const res = await authCall(t.app, 'POST', '/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const token = await idToken(t.app, sessionCookie(res.headers['set-cookie']));
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ sub: user.id, email: user.email, roles: ['user'] });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
  });

  it('makes the owner of an ADMIN_EMAILS address a super admin once the address is verified, not before', async () => {
    const admin = await signUp(t.app, { email: 'root@penwright.test' });
    const roles = async (token: string) =>
      (
        (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) })).json() as {
          data: { roles: string[] };
        }
      ).data.roles;
    expect(await roles(admin.token)).toEqual(['user']);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/users',
      headers: bearer(admin.token),
    });
    expect(denied.statusCode).toBe(403);
    const verified = await verifyEmail(t.app, admin);
    expect(await roles(verified)).toEqual(['user', 'super_admin']);
    const allowed = await t.app.inject({ method: 'GET', url: '/v1/admin/users', headers: bearer(verified) });
    expect(allowed.statusCode).toBe(200);
  });

  it('answers 401 for a missing, malformed or foreign token', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/v1/users/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ status: 'error', code: 'auth/missing-id-token' });
    const bad = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer('abc.def.ghi') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'auth/invalid-id-token' });
  });

  it('resets a password with the emailed link once, then refuses the reused link', async () => {
    const user = await signUp(t.app);
    const ask = await authCall(t.app, 'POST', '/request-password-reset', {
      email: user.email,
      redirectTo: '/auth/reset-password',
    });
    expect(ask.statusCode).toBe(200);
    const mail = await lastMail(user.email, 'reset-password');
    const link = new URL(mail.meta.link!);
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token')!;
    const reset = await authCall(t.app, 'POST', '/reset-password', {
      token,
      newPassword: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    const reused = await authCall(t.app, 'POST', '/reset-password', {
      token,
      newPassword: 'yet another secret',
    });
    expect(reused.json()).toMatchObject({ code: 'auth/invalid-action-code' });
    const login = await authCall(t.app, 'POST', '/sign-in/email', {
      email: user.email,
      password: 'a brand new secret',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired reset link with expired-action-code, and unknown emails with user-not-found', async () => {
    const user = await signUp(t.app);
    await authCall(t.app, 'POST', '/request-password-reset', {
      email: user.email,
      redirectTo: '/auth/reset-password',
    });
    const token = new URL((await lastMail(user.email, 'reset-password')).meta.link!).searchParams.get(
      'token',
    )!;
    await t.database.db
      .update(authVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(authVerification.identifier, `%${token}`));
    const expired = await authCall(t.app, 'POST', '/reset-password', {
      token,
      newPassword: 'a brand new secret',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'auth/expired-action-code' });
    const unknown = await authCall(t.app, 'POST', '/request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/',
    });
    expect(unknown.json()).toMatchObject({ code: 'auth/user-not-found' });
  });

  it('sends a verification link that marks the email verified', async () => {
    const user = await signUp(t.app);
    const send = await authCall(
      t.app,
      'POST',
      '/send-verification-email',
      { email: user.email, callbackURL: '/dashboard' },
      user.cookie,
    );
    expect(send.statusCode).toBe(200);
    const link = new URL((await lastMail(user.email, 'verify-email')).meta.link!);
    const visit = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(visit.statusCode).toBe(302);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: bearer(await idToken(t.app, user.cookie)),
    });
    expect(me.json()).toMatchObject({ data: { email_verified: true } });
  });
});

describe('identity: token expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { idTokenTtlSeconds: 1 } });
  });
  afterAll(() => t.close());

  it('answers an expired ID token with auth/id-token-expired', async () => {
    const user = await signUp(t.app);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(user.token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', code: 'auth/id-token-expired' });
  });
});
