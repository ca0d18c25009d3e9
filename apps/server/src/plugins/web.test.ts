import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('serving the built web app with history fallback', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'penwright-web-'));
    mkdirSync(join(dist, 'privacy'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html><body>home page</body></html>');
    writeFileSync(join(dist, 'app.html'), '<html><body>app shell</body></html>');
    writeFileSync(join(dist, '404.html'), '<html><body>page not found</body></html>');
    writeFileSync(join(dist, 'privacy', 'index.html'), '<html><body>privacy page</body></html>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
    t = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves prerendered pages at their paths', async () => {
    expect((await get('/')).body).toContain('home page');
    expect((await get('/privacy')).body).toContain('privacy page');
  });

  it('answers client routes with the app shell so a reload works', async () => {
    const res = await get('/dashboard/settings?tab=profile');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('app shell');
  });

  it('answers any other page address with the 404 page and a 404 status', async () => {
    for (const url of ['/no-such-page', '/privacy/extra', '/auth/unknown', '/dashboards?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('page not found');
    }
    expect((await get('/auth/login?redirect=%2Fdashboard')).body).toContain('app shell');
    expect((await get('/PRIVACY')).body).toContain('privacy page');
  });

  it('caches hashed assets for a year and pages not at all', async () => {
    expect((await get('/assets/main-abc123.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/privacy')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy to browsers that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect((await get('/assets/main-abc123.js')).body).toBe('console.log(1)');
  });

  it('keeps JSON 404s for the API and for missing files', async () => {
    expect((await get('/v1/unknown')).json()).toMatchObject({ status: 'error', code: 'not-found' });
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/../../etc/passwd')).statusCode).not.toBe(500);
  });
});

describe('unexpected failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) =>
        app.get('/v1/broken', () => {
          throw new Error('connection string postgres://secret@db leaked');
        }),
    });
  });
  afterAll(() => t.close());

  it('answers 500 without revealing internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('secret');
  });
});
