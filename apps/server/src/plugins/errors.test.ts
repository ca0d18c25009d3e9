import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../test/identity.ts';

describe('addresses the router refuses', () => {
  let t: TestApp;
  let writer: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUp(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ['a broken percent escape', '/v1/projects/%zz', 400],
    ['an encoded lone surrogate', '/v1/projects/%ED%A0%80/posts', 400],
    ['a bare percent sign', '/v1/grammar/ignores/%', 400],
    ['a path segment past the length limit', `/v1/projects/${'A'.repeat(101)}`, 414],
  ])('answer %s in the error envelope', async (_, url, status) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(writer.token) });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as { status: string; code: string; message: string };
    expect(body).toMatchObject({ status: 'error', code: expect.stringMatching(/^err-/) });
    expect(body.message).toMatch(/^This address is/);
    expect(body.message).not.toContain('AAAA');
  });
});
