import { expect, test } from '../support/test.ts';
import { signUpViaApi } from '../support/auth.ts';

test.describe('identity API', () => {
  test('a new account reads its own user document with its ID token', async ({ request }) => {
    const user = await signUpViaApi(request);

    const response = await request.get('/v1/users/me', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { status: string; data: Record<string, unknown> };

    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      name: user.name,
      email: user.email,
      roles: ['user'],
      email_verified: false,
      accepted_conditions: true,
    });
    // `id` and `user_id` are the same identifier under the two names clients use.
    expect(typeof body.data.id).toBe('string');
    expect(body.data.user_id).toBe(body.data.id);
    for (const field of ['phone_number', 'photo_url', 'created_at', 'updated_at', 'subscription']) {
      expect(body.data, `user document field ${field}`).toHaveProperty(field);
    }
    expect(Number.isNaN(Date.parse(String(body.data.created_at)))).toBe(false);
  });

  test('the product API refuses a request without a bearer token', async ({ request }) => {
    const response = await request.get('/v1/users/me');
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'error' });
  });
});
