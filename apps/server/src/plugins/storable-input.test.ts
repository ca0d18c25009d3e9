import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../test/identity.ts';
import { findUnstorable } from './storable-input.ts';

describe('findUnstorable', () => {
  it('names the first string holding NUL or an unpaired surrogate, keys included', () => {
    expect(findUnstorable({ a: ['ok', { b: 'x\u0000y' }] }, 'body')).toEqual({
      path: 'body.a.1.b',
      reason: 'a NUL character',
    });
    expect(findUnstorable({ note: 'half \ud800 a pair' }, 'body')?.path).toBe('body.note');
    expect(findUnstorable({ ['k\udc00']: 1 }, 'query')?.reason).toBe('an unpaired surrogate character');
    expect(findUnstorable({ fine: 'emoji 😀, עברית, ﬁ' }, 'body')).toBeNull();
  });
});

describe('input no column can hold', () => {
  let t: TestApp;
  let writer: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const send = (method: 'PATCH' | 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(writer.token), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it.each([
    ['PATCH', '/v1/users/me', { name: 'Ada\u0000' }, 'body.name'],
    [
      'POST',
      '/v1/contact',
      { name: 'Ada\u0000', email: 'a@example.org', message: 'About the plans.' },
      'body.name',
    ],
    ['POST', '/v1/payments/create-checkout-session', { priceId: 'price\u0000' }, 'body.priceId'],
    ['POST', '/v1/projects', { title: 'Half \ud800 a pair', type: 'essay' }, 'body.title'],
  ] as const)('%s %s answers 400 naming the field', async (method, url, payload, field) => {
    const res = await send(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'validation-error' });
    expect((res.json() as { message: string }).message).toContain(field);
  });

  it('checks the query string too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/projects?search=%00',
      headers: bearer(writer.token),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('text that is only checked', () => {
  let t: TestApp;
  let writer: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('reaches the grammar check even with NUL and unpaired surrogates in it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sapling/api/v1/edits',
      headers: { ...bearer(writer.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'Teh cat\u0000 sat \ud800 here.', session_id: 's' }),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  let t: TestApp;
  let writer: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUp(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ['PATCH', '/v1/users/me'],
    ['PUT', '/v1/users/me/consents'],
    ['POST', '/v1/projects'],
    ['POST', '/v1/contact'],
    ['POST', '/api/v1/sapling/api/v1/edits'],
  ] as const)('%s %s answers 4xx to 5,000 levels of nesting', async (method, url) => {
    let deep = '"x"';
    for (let i = 0; i < 5_000; i += 1) deep = `{"a":${deep}}`;
    const res = await t.app.inject({
      method,
      url,
      headers: { ...bearer(writer.token), 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 'error' });
  });
});
