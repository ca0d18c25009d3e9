import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { warmGrammarEngine } from '../../workers/warm-up.ts';

describe('health and the shared error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers GET /v1/health with the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('reports the grammar engine warming on every worker thread, then ready', async () => {
    const health = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/health' })).json<{ grammar: string }>();
    expect((await health()).grammar).toBe('cold');
    const warming = warmGrammarEngine();
    expect((await health()).grammar).toBe('warming');
    expect(await warming).toBeGreaterThan(0);
    expect((await health()).grammar).toBe('ready');
  }, 90_000); // Waits for the engine to start on every thread: slow on a busy machine.

  it('answers unknown routes with a 404 in the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'not-found',
      message: 'No route for GET /v1/nothing-here',
    });
  });

  it('rejects malformed JSON with a 400 naming the problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/create-checkout-session',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      payload: '{"priceId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/health', '/v1/users/me', '/api/v1/auth/create-role']),
    );
  });
});
