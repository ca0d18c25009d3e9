import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type BrowserContext } from '@playwright/test';
import { baseUrl } from './env.ts';

export interface ApiUser {
  email: string;
  password: string;
  name: string;
  /** Bearer ID token for the product API (`Authorization: Bearer <token>`). */
  token: string;
  /** Session cookie header value (`name=value; ...`) as set by the identity service. */
  cookie: string;
}

/** Turns every Set-Cookie header into a Cookie header value; attributes such as Path are dropped. */
function cookieHeader(response: APIResponse): string {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0]?.trim() ?? '')
    .filter(Boolean)
    .join('; ');
}

/**
 * Creates a new account through the identity API and fetches its ID token. Each call gets a unique address,
 * so specs never depend on one another's users.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  name = 'E2E Writer',
  /** Must be unique too; defaults to e2e-<uuid>@example.com. */
  email = `e2e-${randomUUID()}@example.com`,
): Promise<ApiUser> {
  const origin = baseUrl();
  const password = `pw-${randomBytes(12).toString('base64url')}`;

  // The identity layer checks Origin on state-changing calls; a browser would send the app's own origin.
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { email, password, name },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const cookie = cookieHeader(signUp);
  expect(cookie, 'sign-up set no session cookie').not.toBe('');

  const tokenResponse = await request.get('/api/auth/token', { headers: { origin, cookie } });
  expect(tokenResponse.status(), await tokenResponse.text()).toBe(200);
  const { token } = (await tokenResponse.json()) as { token?: unknown };
  if (typeof token !== 'string' || token === '') throw new Error('GET /api/auth/token returned no token');

  return { email, password, name, token, cookie };
}

/**
 * Gives a browser context the session of an account created with {@link signUpViaApi}, as if it had
 * signed in there: the next page it opens starts signed in.
 */
export async function signInBrowser(context: BrowserContext, user: ApiUser): Promise<void> {
  const url = baseUrl();
  await context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }),
  );
}

/** Bearer headers for the product API. */
export function bearer(user: Pick<ApiUser, 'token'>): Record<string, string> {
  return { authorization: `Bearer ${user.token}` };
}
