import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const contact = (url: string) =>
  t!.app.inject({
    method: 'POST',
    url,
    payload: { name: 'Ann', email: 'ann@example.org', message: 'A question about plans.' },
  });

describe('rate limits', () => {
  it('count a percent-encoded path as the route it reaches', async () => {
    t = await createTestApp({ config: { rateLimitPerMinute: 3 } });
    const statuses: number[] = [];
    for (const url of ['/v1/projects', '/%761/projects', '/v%31/projects', '/%76%31/projects'])
      statuses.push((await t.app.inject({ method: 'GET', url })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("keep the contact form's own limit of 5 a minute however its path is written", async () => {
    t = await createTestApp();
    const statuses: number[] = [];
    for (const url of [
      '/v1/contact',
      '/%761/contact',
      '/v1/%63ontact',
      '/v1/contact',
      '/%76%31/contact',
      '/v1/contact',
    ])
      statuses.push((await contact(url)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('leave the web pages alone', async () => {
    t = await createTestApp({ config: { rateLimitPerMinute: 1 } });
    const first = await t.app.inject({ method: 'GET', url: '/privacy' });
    const second = await t.app.inject({ method: 'GET', url: '/privacy' });
    expect([first.statusCode, second.statusCode]).not.toContain(429);
  });
});
