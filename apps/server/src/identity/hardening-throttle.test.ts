import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config/config.ts';
import { oneProxyOnPrivateNetwork } from '../config/trust-proxy.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/app.ts';
import { signUp, uniqueEmail } from '../../test/identity.ts';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

// Two failures per account, so ten (five times that) per IP.
const start = async (config: Partial<Config> = {}) => {
  t = await createTestApp({ config: { loginMaxFailures: 2, ...config } });
  return t.app;
};

const signIn = (
  email: string,
  password: string,
  from: { remoteAddress?: string; forwardedFor?: string } = {},
) =>
  t!.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: from.remoteAddress ?? '198.51.100.1',
    headers: { origin: TEST_APP_URL, ...(from.forwardedFor && { 'x-forwarded-for': from.forwardedFor }) },
    payload: { email, password },
  });

// Each test hashes a dozen passwords; on a busy machine that can pass the suite's 30 s.
describe('login throttle', { timeout: 90_000 }, () => {
  it('blocks an IP after five accounts’ worth of failures, even for a right password, and not other IPs', async () => {
    const app = await start();
    const user = await signUp(app);
    for (let i = 0; i < 10; i++) {
      const res = await signIn(uniqueEmail('guess'), 'wrong password', { remoteAddress: '203.0.113.9' });
      expect(res.json()).toMatchObject({ code: 'auth/user-not-found' });
    }
    const blocked = await signIn(user.email, user.password, { remoteAddress: '203.0.113.9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'auth/too-many-requests' });
    expect(blocked.headers['set-cookie']).toBeUndefined();
    const elsewhere = await signIn(user.email, user.password, { remoteAddress: '203.0.113.10' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('blocks an account whatever IP the guesses come from', async () => {
    const app = await start();
    const user = await signUp(app);
    await signIn(user.email, 'wrong one', { remoteAddress: '192.0.2.1' });
    await signIn(user.email, 'wrong two', { remoteAddress: '192.0.2.2' });
    const blocked = await signIn(user.email, user.password, { remoteAddress: '192.0.2.3' });
    expect(blocked.statusCode).toBe(429);
    const other = await signUp(app);
    expect((await signIn(other.email, other.password, { remoteAddress: '192.0.2.3' })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted, so rotating it does not reset the IP count', async () => {
    const app = await start();
    const user = await signUp(app);
    for (let i = 0; i < 10; i++)
      await signIn(uniqueEmail('guess'), 'wrong', {
        remoteAddress: '203.0.113.20',
        forwardedFor: `10.9.0.${i}`,
      });
    const blocked = await signIn(user.email, user.password, {
      remoteAddress: '203.0.113.20',
      forwardedFor: '10.9.1.1',
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('behind a trusted proxy counts the address the proxy saw, not one the client wrote', async () => {
    const app = await start({ trustProxy: oneProxyOnPrivateNetwork });
    const user = await signUp(app);
    // The proxy (on loopback) appends the real peer; whatever the client put in front of it is ignored.
    for (let i = 0; i < 10; i++)
      await signIn(uniqueEmail('guess'), 'wrong', {
        remoteAddress: '127.0.0.1',
        forwardedFor: `198.18.0.${i}, 203.0.113.30`,
      });
    const blocked = await signIn(user.email, user.password, {
      remoteAddress: '127.0.0.1',
      forwardedFor: '198.18.1.1, 203.0.113.30',
    });
    expect(blocked.statusCode).toBe(429);
    const neighbour = await signIn(user.email, user.password, {
      remoteAddress: '127.0.0.1',
      forwardedFor: '203.0.113.31',
    });
    expect(neighbour.statusCode).toBe(200);
    // A client reaching the server directly from the internet cannot name its own address.
    const direct = await signIn(user.email, user.password, {
      remoteAddress: '203.0.113.30',
      forwardedFor: '203.0.113.99',
    });
    expect(direct.statusCode).toBe(429);
  });
});
