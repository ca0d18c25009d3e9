import { and, desc, eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { TEST_APP_URL } from './app.ts';

let counter = 0;
export const uniqueEmail = (prefix = 'writer') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.org`;

/** Calls an identity endpoint the way the browser does (same origin, cookies). */
export function authCall(app: App, method: 'GET' | 'POST', path: string, body?: object, cookie?: string) {
  return app.inject({
    method,
    url: `/api/auth${path}`,
    headers: { origin: TEST_APP_URL, ...(cookie && { cookie }) },
    ...(body && { payload: body }),
  });
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export interface SignedUp {
  id: string;
  email: string;
  password: string;
  cookie: string;
  token: string;
}

export async function signUp(
  app: App,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<SignedUp> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const res = await authCall(app, 'POST', '/sign-up/email', {
    email,
    password,
    name: overrides.name ?? 'Ada Writer',
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res.headers['set-cookie']);
  const id = (res.json() as { user: { id: string } }).user.id;
  return { id, email, password, cookie, token: await idToken(app, cookie) };
}

export async function idToken(app: App, cookie: string): Promise<string> {
  const res = await authCall(app, 'GET', '/token', undefined, cookie);
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** Follows the verification link mailed to `user`, then answers a fresh ID token carrying what it changed. */
export async function verifyEmail(app: App, user: SignedUp): Promise<string> {
  const send = await authCall(app, 'POST', '/send-verification-email', { email: user.email }, user.cookie);
  if (send.statusCode !== 200) throw new Error(`verification mail failed: ${send.statusCode} ${send.body}`);
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'verify-email')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = new URL(mail?.meta.link ?? '');
  const visit = await app.inject({ method: 'GET', url: link.pathname + link.search });
  if (visit.statusCode !== 302) throw new Error(`verification failed: ${visit.statusCode} ${visit.body}`);
  return idToken(app, user.cookie);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
