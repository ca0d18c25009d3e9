import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../../test/identity.ts';

const choice = {
  categories: ['necessary'],
  revision: 0,
  data: null,
  consentTimestamp: '2026-11-22T10:00:00.000Z',
  consentId: '5f0c8a8e-6a53-4b53-9d0c-0d0ed1e3a111',
  services: { necessary: [] },
  lastConsentTimestamp: '2026-11-22T10:00:00.000Z',
  expirationTime: 1_811_000_000_000,
  languageCode: 'en',
};
const preferences = {
  acceptType: 'necessary',
  acceptedCategories: ['necessary'],
  rejectedCategories: [],
  acceptedServices: { necessary: [] },
  rejectedServices: { necessary: [] },
};

describe('users: the current user, profile and cookie consent', () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app, { name: 'Ida Wells' });
  });
  afterAll(() => t.close());
  const call = (method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload && { payload }) });

  it('returns exactly the specification user document plus the subscription and subscriber fields', async () => {
    const res = await call('GET', '/v1/users/me');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: string; data: Record<string, unknown> };
    expect(body.status).toBe('success');
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'accepted_conditions',
        'created_at',
        'email',
        'email_verified',
        'id',
        'name',
        'phone_number',
        'photo_url',
        'roles',
        'subscriber',
        'subscription',
        'updated_at',
        'user_id',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      id: user.id,
      user_id: user.id,
      name: 'Ida Wells',
      phone_number: '',
      photo_url: '',
      accepted_conditions: true,
      roles: ['user'],
      subscription: null,
      subscriber: false,
    });
  });

  it('updates the name and phone number, keeping the identity name in step', async () => {
    const res = await call('PATCH', '/v1/users/me', {
      name: 'Ida B. Wells',
      phone_number: '+1 (555) 010-2030',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { name: 'Ida B. Wells', phone_number: '+1 (555) 010-2030' } });
  });

  it.each([
    [{ name: '' }, 'body.name'],
    [{ name: 'x'.repeat(121) }, 'body.name'],
    [{ phone_number: 'call me maybe' }, 'body.phone_number'],
    [{ roles: ['admin'] }, 'roles'],
    [{ accepted_conditions: false }, 'body.accepted_conditions'],
  ])('rejects the profile change %j with a 400 naming %s', async (payload, field) => {
    const res = await call('PATCH', '/v1/users/me', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'validation-error' });
    expect((res.json() as { message: string }).message).toContain(field);
  });

  it('stores and reads back both cookie-consent documents', async () => {
    const empty = await call('GET', '/v1/users/me/consents');
    expect(empty.json()).toMatchObject({ data: { choice: null, preferences: null } });
    const saved = await call('PUT', '/v1/users/me/consents', { choice, preferences });
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', '/v1/users/me/consents');
    expect(read.json()).toMatchObject({ data: { choice, preferences } });
  });

  it('rejects consent documents with unknown or wrong-typed fields', async () => {
    expect(
      (await call('PUT', '/v1/users/me/consents', { choice: { ...choice, revision: 'zero' } })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/v1/users/me/consents', {
          preferences: { ...preferences, acceptType: 'everything' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/v1/users/me/consents', {})).statusCode).toBe(400);
  });

  it('deletes the account only with the right password, and its data with it', async () => {
    const other = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: bearer(other.token),
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const done = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: bearer(other.token),
      payload: { password: other.password },
    });
    expect(done.statusCode).toBe(200);
    // The token the account had is no longer accepted at all.
    const after = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(other.token) });
    expect(after.statusCode).toBe(401);
  });
});
