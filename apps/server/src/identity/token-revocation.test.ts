import { symmetricDecrypt } from 'better-auth/crypto';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, TEST_APP_URL, type TestApp } from '../../test/app.ts';
import { authJwks } from '../db/schema/auth.ts';
import { authCall, bearer, idToken, signUp, verifyEmail } from '../../test/identity.ts';

// Revocation works to the second (a token's `iat`), so each test lets a second pass before revoking.
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('ID tokens stop working when what issued them ends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) });

  it('after signing out', async () => {
    const user = await signUp(t.app);
    expect((await me(user.token)).statusCode).toBe(200);
    await nextSecond();
    const out = await authCall(t.app, 'POST', '/sign-out', {}, user.cookie);
    expect(out.statusCode).toBe(200);
    const res = await me(user.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'auth/id-token-expired' });
  });

  it('after a role is taken away, while a fresh token carries the roles as they are now', async () => {
    const root = await signUp(t.app, { email: 'root@penwright.test' });
    const rootToken = await verifyEmail(t.app, root);
    const admin = await signUp(t.app);
    const grant = (roles: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/create-role',
        headers: bearer(rootToken),
        payload: { uid: admin.id, roles },
      });
    expect((await grant(['user', 'admin'])).statusCode).toBe(201);
    const adminToken = await idToken(t.app, admin.cookie);
    const list = (token: string) =>
      t.app.inject({ method: 'GET', url: '/v1/admin/users', headers: bearer(token) });
    expect((await list(adminToken)).statusCode).toBe(200);
    await nextSecond();
    expect((await grant(['user'])).statusCode).toBe(201);
    expect((await list(adminToken)).statusCode).toBe(401);
    expect((await list(await idToken(t.app, admin.cookie))).statusCode).toBe(403);
  });

  it('after the account is deleted: 401, not a 500, even for a checkout', async () => {
    const user = await signUp(t.app);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: bearer(user.token),
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/create-checkout-session',
      headers: bearer(user.token),
      payload: { priceId: 'price_starter_free' },
    });
    expect(checkout.statusCode).toBe(401);
    expect(checkout.json()).toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('ID tokens the server signed itself, but with claims it never issues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Signs `claims` with the identity service's own current key, as a leaked key or a forging bug would. */
  async function signWithServerKey(claims: JWTPayload, { exp }: { exp: number | null }) {
    const [key] = await t.database.db.select().from(authJwks);
    if (!key) throw new Error('the identity service has not made a signing key yet');
    const secret = testConfig().authSecret;
    const jwk = JSON.parse(await symmetricDecrypt({ key: secret, data: JSON.parse(key.privateKey) }));
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: key.alg ?? 'EdDSA', kid: key.id })
      .setIssuer(TEST_APP_URL)
      .setAudience(TEST_APP_URL);
    if (exp !== null) jwt.setExpirationTime(exp);
    return jwt.sign(await importJWK(jwk, key.alg ?? 'EdDSA'));
  }

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) });

  it('refuses a token without an expiry, and one older than any the server issues', async () => {
    const user = await signUp(t.app);
    expect((await me(user.token)).statusCode).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user.id, email: user.email, roles: ['user'] };
    // The same claims with a proper expiry pass: the key and the claims are right, only the expiry differs.
    expect((await me(await signWithServerKey({ ...claims, iat: now }, { exp: now + 600 }))).statusCode).toBe(
      200,
    );
    const noExpiry = await me(await signWithServerKey({ ...claims, iat: now }, { exp: null }));
    expect(noExpiry.statusCode).toBe(401);
    expect(noExpiry.json()).toMatchObject({ code: 'auth/invalid-id-token' });
    // Issued two hours ago with a day to run: older than the 900 s an ID token lives.
    const stale = await me(await signWithServerKey({ ...claims, iat: now - 7_200 }, { exp: now + 86_400 }));
    expect(stale.statusCode).toBe(401);
  });
});
