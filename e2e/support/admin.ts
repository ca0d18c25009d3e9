import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiUser } from './auth.ts';
import { ADMIN_EMAIL, baseUrl } from './env.ts';
import { linkIn, waitForMail } from './mailbox.ts';

const PASSWORD = 'e2e-admin-password-2026';

const cookieOf = (headers: Array<{ name: string; value: string }>) =>
  headers
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0]?.trim() ?? '')
    .filter(Boolean)
    .join('; ');

/**
 * The run's super admin: the harness lists ADMIN_EMAIL in ADMIN_EMAILS, and the role comes once the address is
 * verified, so this signs up (or, on a retry, signs in), follows the confirmation link from the mailbox and
 * fetches an ID token that carries the role. Needs the harness mailbox.
 */
export async function signInAdmin(request: APIRequestContext): Promise<ApiUser> {
  const origin = baseUrl();
  const name = 'E2E Admin';
  let session = await request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { email: ADMIN_EMAIL, password: PASSWORD, name },
  });
  if (session.status() !== 200) {
    session = await request.post('/api/auth/sign-in/email', {
      headers: { origin },
      data: { email: ADMIN_EMAIL, password: PASSWORD },
    });
  }
  expect(session.status(), await session.text()).toBe(200);
  const cookie = cookieOf(session.headersArray());
  const tokenOf = async () => {
    const response = await request.get('/api/auth/token', { headers: { origin, cookie } });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  let token = await tokenOf();
  const me = async () =>
    (
      (await (
        await request.get('/v1/users/me', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        data: { roles: string[] };
      }
    ).data;
  if (!(await me()).roles.includes('super_admin')) {
    const sent = await request.post('/api/auth/send-verification-email', {
      headers: { origin, cookie },
      data: { email: ADMIN_EMAIL, callbackURL: '/dashboard' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const mail = await waitForMail(ADMIN_EMAIL, /^Confirm your email address/);
    const verified = await request.get(linkIn(mail, '/api/auth/verify-email'), { maxRedirects: 0 });
    expect(verified.status(), await verified.text()).toBeLessThan(400);
    token = await tokenOf();
    expect((await me()).roles).toContain('super_admin');
  }
  return { email: ADMIN_EMAIL, password: PASSWORD, name, token, cookie };
}
