import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/app.ts';
import { authCall, sessionCookie, signUp, type SignedUp } from '../../test/identity.ts';

const FOREIGN = 'https://evil.example';

describe('CSRF: cookie-authenticated calls from another site', () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app, { name: 'Ada Writer' });
  });
  afterAll(() => t.close());

  const post = (path: string, body: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/auth${path}`, headers, payload: body });

  const session = async () =>
    (await authCall(t.app, 'GET', '/get-session', undefined, user.cookie)).json() as {
      user: { name: string };
    } | null;

  it.each([
    ['/sign-out', {}],
    ['/update-user', { name: 'Mallory' }],
    ['/change-password', { currentPassword: 'correct horse battery', newPassword: 'mallory owns this' }],
    ['/delete-user', { password: 'correct horse battery' }],
    ['/revoke-sessions', {}],
  ])('refuses POST %s with the session cookie from a foreign origin', async (path, body) => {
    const res = await post(path, body, { origin: FOREIGN, cookie: user.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', code: 'auth/invalid-origin' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await session())?.user.name).toBe('Ada Writer');
  });

  it('refuses a cookie-authenticated call that names no origin at all', async () => {
    const res = await post('/update-user', { name: 'Mallory' }, { cookie: user.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth/missing-or-null-origin' });
    const referred = await post(
      '/update-user',
      { name: 'Mallory' },
      {
        cookie: user.cookie,
        referer: `${FOREIGN}/page`,
      },
    );
    expect(referred.statusCode).toBe(403);
    expect((await session())?.user.name).toBe('Ada Writer');
  });

  it('refuses a sign-in posted from a foreign origin, so no session is planted', async () => {
    const res = await post(
      '/sign-in/email',
      { email: user.email, password: user.password },
      { origin: FOREIGN, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the same call from the app itself', async () => {
    const res = await post(
      '/update-user',
      { name: 'Ada Lovelace' },
      { origin: TEST_APP_URL, cookie: user.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect((await session())?.user.name).toBe('Ada Lovelace');
  });

  it('product API ignores the session cookie, so there is nothing there to forge', async () => {
    for (const method of ['GET', 'PATCH'] as const) {
      const res = await t.app.inject({
        method,
        url: '/v1/users/me',
        headers: { origin: FOREIGN, cookie: user.cookie },
        ...(method === 'PATCH' && { payload: { name: 'Mallory' } }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'auth/missing-id-token' });
    }
  });

  it('gives a foreign origin no CORS grant, so its page cannot read the ID token', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/update-user',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const token = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { origin: FOREIGN, cookie: user.cookie },
    });
    expect(token.headers['access-control-allow-origin']).toBeUndefined();
    expect(token.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('still signs out from the app itself', async () => {
    const res = await authCall(t.app, 'POST', '/sign-out', {}, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/session_token=(;|$)/);
    expect(await session()).toBeNull();
  });
});
