import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config/config.ts';
import { oneProxyOnPrivateNetwork } from '../config/trust-proxy.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';

const PUBLIC_URL = 'https://write.example.edu';
const behindProxy: Partial<Config> = { appUrl: PUBLIC_URL, trustProxy: oneProxyOnPrivateNetwork };

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** A request as the TLS-terminating proxy on this machine passes it on. */
const viaProxy = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t!.app.inject({
    method,
    url,
    remoteAddress: '127.0.0.1',
    headers: { origin: PUBLIC_URL, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
    ...(payload && { payload }),
  });

/** Each Set-Cookie as its name and lower-cased attributes. */
function cookies(setCookie: string | string[] | undefined) {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
    return { name: pair.split('=')[0], attributes: attributes.map((a) => a.toLowerCase()) };
  });
}

const signUpBody = () => ({
  email: `https.${Date.now().toString(36)}@example.org`,
  password: 'correct horse battery',
  name: 'Ada Writer',
});

describe('over HTTPS (APP_URL https://, behind a trusted proxy)', () => {
  it('sets the session cookie Secure, HttpOnly and SameSite=Lax, under the __Secure- prefix', async () => {
    t = await createTestApp({ config: behindProxy });
    const body = signUpBody();
    const checks = [
      await viaProxy('POST', '/api/auth/sign-up/email', body),
      await viaProxy('POST', '/api/auth/sign-in/email', { email: body.email, password: body.password }),
    ];
    for (const res of checks) {
      expect(res.statusCode).toBe(200);
      const set = cookies(res.headers['set-cookie']);
      expect(set.length).toBeGreaterThan(0);
      for (const cookie of set) {
        expect(cookie.name).toMatch(/^__Secure-/);
        expect(cookie.attributes).toEqual(
          expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']),
        );
      }
    }
  });

  it('sends HSTS for a year with subdomains, and asks browsers to upgrade insecure requests', async () => {
    t = await createTestApp({ config: behindProxy });
    for (const url of ['/v1/health', '/v1/users/me', '/api/auth/get-session', '/no-such-page']) {
      const res = await viaProxy('GET', url);
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
  });
});

describe('over plain HTTP (a local install)', () => {
  it('keeps cookies HttpOnly and SameSite=Lax but not Secure, and sends no HSTS', async () => {
    t = await createTestApp({ config: { appUrl: 'http://localhost:3000' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: signUpBody(),
    });
    expect(res.statusCode).toBe(200);
    for (const cookie of cookies(res.headers['set-cookie'])) {
      expect(cookie.name).not.toMatch(/^__Secure-/);
      expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
      expect(cookie.attributes).not.toContain('secure');
    }
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('warns once when a proxy delivers HTTPS to a server whose APP_URL is http://', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ trustProxy: oneProxyOnPrivateNetwork }),
      database,
      mailTransport: null,
      logger: { level: 'warn', stream },
    });
    try {
      const headers = { 'x-forwarded-proto': 'https' };
      await app.inject({ method: 'GET', url: '/v1/health', headers });
      await app.inject({ method: 'GET', url: '/v1/health', headers });
      expect(lines.filter((l) => l.includes('APP_URL is http://'))).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('security headers on every kind of response', () => {
  it('send a strict CSP with frame-ancestors none, DENY framing, no referrer and nosniff', async () => {
    t = await createTestApp();
    const responses = [
      await t.app.inject({ method: 'GET', url: '/v1/health' }),
      await t.app.inject({ method: 'GET', url: '/v1/users/me' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/get-session' }),
      await t.app.inject({ method: 'POST', url: '/v1/projects', payload: '{not json' }),
      await t.app.inject({ method: 'GET', url: '/no-such-page' }),
    ];
    for (const res of responses) {
      const csp = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name = '', ...values]) => [name, values]),
      );
      expect(csp).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
