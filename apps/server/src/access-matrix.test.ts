import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import type { Method, Operation } from '../test/api/operations.ts';
import { MATRIX, type Entry } from '../test/api/access-matrix.ts';
import { send, validRequest, type ApiRequest } from '../test/api/requests.ts';
import { createWorld, type Actor, type World } from '../test/api/world.ts';
import { bearer } from '../test/identity.ts';

/*
 * Every route the server has, proved against the access-control matrix (test/api/access-matrix.ts): the route
 * table is read as routes are added, so a new route without a line there fails the first test.
 */

let t: TestApp;
let world: World;
const routes: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
    },
  });
  world = await createWorld(t.app);
});
afterAll(() => t.close());

const entries = () => Object.entries(MATRIX);
const guarded = () => entries().filter(([, e]) => e.access !== 'public');

/** The OpenAPI operation behind a route (a HEAD route is its GET's). */
function operationOf(key: string): Operation {
  const [method = '', route = ''] = key.split(' ');
  const lookup = method === 'HEAD' ? 'GET' : method;
  const found = world.operations.find((o) => o.method === lookup && o.route === route);
  if (!found) throw new Error(`${key} is guarded but not in the OpenAPI document`);
  return found;
}

/** A valid request for `key` about `about`'s things, made with `token` (none: anonymous). */
function requestFor(key: string, about: Actor, token?: string): ApiRequest {
  const request = validRequest(operationOf(key), about.owned, about.id, token);
  const method = key.split(' ')[0] as Method;
  const body = MATRIX[key]?.body?.(about);
  return { ...request, method, ...(body && { payload: JSON.stringify(body) }) };
}

const codeOf = (res: { json(): unknown }) => (res.json() as { code?: string }).code;

describe('the access-control matrix', () => {
  it('has a line for every route, and a route for every line', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes.filter((r) => !(r in MATRIX)),
      'routes without a line',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !routes.includes(k)),
      'lines without a route',
    ).toEqual([]);
  });

  it('answers 401 to anonymous requests on every route but the public ones', async () => {
    for (const [key] of guarded()) {
      const res = await send(t.app, requestFor(key, world.owner));
      expect(res.statusCode, key).toBe(401);
      if (!key.startsWith('HEAD')) expect(codeOf(res), key).toBe('auth/missing-id-token');
    }
  });

  it('lets anonymous requests through on the public routes', async () => {
    for (const [key, entry] of entries().filter(([, e]) => e.access === 'public')) {
      const [method = 'GET', route = ''] = key.split(' ');
      const res = await send(
        t.app,
        route.startsWith('/v1/')
          ? requestFor(key, world.owner)
          : {
              method: method as Method,
              url: entry.sample ?? route,
              headers: { origin: 'https://x.example' },
            },
      );
      expect(res.statusCode, key).toBeLessThan(500);
      expect([401, 403], key).not.toContain(res.statusCode);
    }
  });

  it('hands out ID tokens only for a signed-in session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/token' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['signed out', 'revokedToken', 'auth/id-token-expired'],
    ['deleted', 'deletedToken', 'auth/user-not-found'],
  ] as const)('answers 401 on every guarded route to the token of a user who %s', async (_, which, code) => {
    for (const [key] of guarded()) {
      const res = await send(t.app, requestFor(key, world.owner, world[which]));
      expect(res.statusCode, key).toBe(401);
      if (!key.startsWith('HEAD')) expect(codeOf(res), key).toBe(code);
    }
  });

  it('answers 403 to a writer on the admin routes', async () => {
    for (const [key] of entries().filter(([, e]) => e.access === 'admin' || e.access === 'super_admin')) {
      const res = await send(t.app, requestFor(key, world.owner, world.owner.token));
      expect(res.statusCode, key).toBe(403);
      if (!key.startsWith('HEAD')) expect(codeOf(res), key).toBe('auth/insufficient-role');
    }
  });

  it('answers 403 to a plain admin on the super admin routes', async () => {
    for (const [key] of entries().filter(([, e]) => e.access === 'super_admin')) {
      const res = await send(t.app, requestFor(key, world.owner, world.admin.token));
      expect(res.statusCode, key).toBe(403);
      if (!key.startsWith('HEAD')) expect(codeOf(res), key).toBe('auth/insufficient-role');
    }
  });

  it('lets only a super admin grant admin roles', async () => {
    const grant = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/create-role',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ uid: world.owner.id, roles: ['user', 'admin'] }),
      });
    expect((await grant(world.owner.token)).statusCode).toBe(403);
    expect((await grant(world.admin.token)).statusCode).toBe(403);
  });

  it("answers another writer's ids as the matrix says, and leaves their things as they were", async () => {
    const { owner, other } = world;
    for (const [key, entry] of entries().filter(([, e]) => e.foreign !== undefined)) {
      const res = await send(t.app, requestFor(key, other, owner.token));
      if (entry.foreign === 'scoped') expect(res.statusCode, key).toBeLessThan(300);
      else expect(res.statusCode, key).toBe(entry.foreign);
      expect(res.body, key).not.toContain(other.email);
    }
    const as = (key: string) => send(t.app, requestFor(key, other, other.token));
    const project = await as('GET /v1/projects/:id');
    expect(project.statusCode).toBe(200);
    expect((await as('GET /v1/projects/:id/posts/:postId')).json()).toMatchObject({
      data: { version: other.owned.version },
    });
    expect((await as('GET /v1/grammar/ignores')).body).toContain(other.owned.ignoreId);
    expect((await as('GET /v1/grammar/dictionary')).body).toContain(other.owned.word);
    expect((await as('GET /api/v1/users/notifications/notifications-count')).body).toMatch(
      /"unread_?[cC]ount":1\b/,
    );
  });

  // The grammar check and the review report start the grammar engine, which takes over 30 s on a busy machine.
  it('lets the rightful caller through on every guarded route', async () => {
    const order = (e: Entry) => e.destroys ?? 0;
    for (const [key, entry] of guarded().sort(([, a], [, b]) => order(a) - order(b))) {
      const caller =
        entry.access === 'super_admin' ? world.root : entry.access === 'admin' ? world.admin : world.owner;
      const request = requestFor(key, world.owner, caller.token);
      const res = await send(t.app, entry.upload ? { ...request, ...photoUpload(caller.token) } : request);
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
    }
  }, 120_000);
});

/** A 1×1 PNG in a multipart field named "file". */
function photoUpload(token: string) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const head =
    '--b\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n';
  return {
    headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=b' },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from('\r\n--b--\r\n')]),
  };
}
