// Creates the one account the authenticated measurements use, the way a browser would.
import { randomBytes, randomUUID } from 'node:crypto';

async function expectOk(response, what) {
  if (response.ok) return;
  throw new Error(`${what} failed: HTTP ${response.status} ${await response.text()}`);
}

export async function signUp(baseUrl) {
  const email = `bench-${randomUUID()}@example.com`;
  const password = `pw-${randomBytes(12).toString('base64url')}`;
  // The identity layer rejects state-changing calls whose Origin is not APP_URL.
  const signUpResponse = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password, name: 'Bench Writer' }),
  });
  await expectOk(signUpResponse, 'sign-up');
  const cookie = signUpResponse.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  const tokenResponse = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie, origin: baseUrl } });
  await expectOk(tokenResponse, 'GET /api/auth/token');
  const { token } = await tokenResponse.json();
  if (typeof token !== 'string' || !token) throw new Error('GET /api/auth/token returned no token');
  return { email, password, cookie, token };
}
