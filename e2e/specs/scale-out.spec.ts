import { randomBytes, randomUUID } from 'node:crypto';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, startProdServer } from '../support/prod-server.mjs';

/*
 * Two real server processes of the built app, as two machines behind a load balancer would run them: one
 * PostgreSQL database, one Redis, one public address and one secret. Runs when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set (the config leaves the file out otherwise; CI sets both).
 */
const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const RATE_LIMIT = 40;

type Server = Awaited<ReturnType<typeof startProdServer>>;
let servers: Server[] = [];
let clients: APIRequestContext[] = [];
let publicUrl = '';
let database = '';
let redisAddress = '';

function databaseAddress(name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `run` on the server's maintenance database, or on the database the two processes share. */
async function admin<T>(run: (client: pg.Client) => Promise<T>, connectionString = databaseUrl): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  database = `penwright_scale_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${database}`));
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  // A Redis database of its own, emptied first: a retry within the minute must not find the last run's counts.
  const redisDatabase = 1 + (randomBytes(1)[0]! % 15);
  redisAddress = `${redisUrl.replace(/\/\d*$/, '')}/${redisDatabase}`;
  const redis = new Redis(redisAddress);
  await redis.flushdb();
  await redis.quit();
  const env = {
    DATABASE_URL: databaseAddress(database),
    REDIS_URL: redisAddress,
    // The address users reach through the load balancer: tokens are issued for it and Origin is checked on it.
    APP_URL: publicUrl,
    AUTH_SECRET: randomBytes(36).toString('base64url'),
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    // Both look for scheduled work twice a second, so they compete for every deadline sweep.
    JOBS_INTERVAL_MS: '500',
  };
  // Both start together, so their migrations race as they would in a real roll-out.
  servers = await Promise.all([
    startProdServer({ env, port, web: false, waitForGrammar: false }),
    startProdServer({ env, web: false, waitForGrammar: false }),
  ]);
  clients = await Promise.all(
    servers.map((server) => requests.newContext({ baseURL: `http://127.0.0.1:${server.port}` })),
  );
});

test.afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await Promise.all(servers.map((server) => server.stop()));
  if (database) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
});

function cookieOf(headers: { name: string; value: string }[]): string {
  return headers
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0] ?? '')
    .join('; ');
}

/** Signs up through one process and returns the session cookie it set. */
async function signUp(client: APIRequestContext) {
  const response = await client.post('/api/auth/sign-up/email', {
    headers: { origin: publicUrl },
    data: {
      email: `scale-${randomUUID()}@example.com`,
      password: `pw-${randomUUID()}`,
      name: 'Scale Writer',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return cookieOf(response.headersArray());
}

async function tokenFrom(client: APIRequestContext, cookie: string): Promise<string> {
  const response = await client.get('/api/auth/token', { headers: { origin: publicUrl, cookie } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('a session made through one process works on the other', async () => {
  const [a, b] = clients as [APIRequestContext, APIRequestContext];
  const cookie = await signUp(a);
  // The session cookie from A gets a token from B, and each process accepts the other's token.
  const tokenFromB = await tokenFrom(b, cookie);
  const tokenFromA = await tokenFrom(a, cookie);
  for (const [client, token] of [
    [a, tokenFromB],
    [b, tokenFromA],
  ] as const) {
    const me = await client.get('/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status(), await me.text()).toBe(200);
  }
  // Signing out through A ends the session on B too.
  const out = await a.post('/api/auth/sign-out', { headers: { origin: publicUrl, cookie } });
  expect(out.status()).toBe(200);
  const after = await b.get('/api/auth/token', { headers: { origin: publicUrl, cookie } });
  expect(after.status()).toBe(401);
});

test('two saves of one draft through different processes: one 200, one 409', async () => {
  const [a, b] = clients as [APIRequestContext, APIRequestContext];
  const token = await tokenFrom(a, await signUp(a));
  const headers = { authorization: `Bearer ${token}` };
  // A writer needs a plan before a project: the free one, chosen through the other process.
  const plan = await b.post('/v1/payments/create-checkout-session', {
    headers,
    data: { priceId: 'price_starter_free' },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  const created = await a.post('/v1/projects', { headers, data: { type: 'essay', title: 'Two tabs' } });
  expect(created.status(), await created.text()).toBe(201);
  const project = ((await created.json()) as { data: { id: string; postId: string } }).data;
  const moved = await a.post(`/v1/projects/${project.id}/transition`, { headers, data: { to: 'draft' } });
  expect(moved.status()).toBe(200);
  const path = `/v1/projects/${project.id}/posts/${project.postId}`;
  const post = ((await (await b.get(path, { headers })).json()) as { data: { version: number } }).data;
  const save = (client: APIRequestContext, words: string) =>
    client.put(path, {
      headers,
      data: { content: `<p>${words}</p>`, version: post.version, reason: 'manual' },
    });
  const answers = await Promise.all([save(a, 'From the first tab.'), save(b, 'From the second tab.')]);
  expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409]);
  const saved = (await (await a.get(path, { headers })).json()) as {
    data: { content: string; version: number };
  };
  expect(saved.data.version).toBe(post.version + 1);
  const winner = answers.find((answer) => answer.status() === 200) === answers[0] ? 'first' : 'second';
  expect(saved.data.content).toContain(`From the ${winner} tab.`);
});

test('a project due tomorrow gets exactly one due-soon notification although both processes run the sweep', async () => {
  test.setTimeout(90_000);
  const [a, b] = clients as [APIRequestContext, APIRequestContext];
  const token = await tokenFrom(a, await signUp(a));
  const headers = { authorization: `Bearer ${token}` };
  const plan = await b.post('/v1/payments/create-checkout-session', {
    headers,
    data: { priceId: 'price_starter_free' },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  // Due at the end of tomorrow in UTC, where date-only due dates fall due: within 48 hours at any hour.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const ids: string[] = [];
  for (const [client, title] of [
    [a, 'Due tomorrow (first process)'],
    [b, 'Due tomorrow (second process)'],
  ] as const) {
    const created = await client.post('/v1/projects', {
      headers,
      data: { type: 'essay', title, dueDate: tomorrow },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { data: { id: string } }).data.id);
  }

  // Both processes take turns at the sweep: each completes one after the projects exist. The job's row names
  // the process that claimed it last; `last_run_at` reaching its claim (the lease is 500 ms) means that run
  // has ended. Times are the database's.
  const shared = databaseAddress(database);
  const since = (await admin((client) => client.query<{ at: string }>('SELECT now()::text AS at'), shared))
    .rows[0]!.at;
  const sweep = async () => {
    const { rows } = await admin(
      (client) =>
        client.query<{ owner: string | null; ended: boolean }>(
          `SELECT locked_by AS owner,
                last_run_at > $1 AND last_run_at >= locked_until - interval '500 milliseconds' AS ended
           FROM scheduled_jobs WHERE name = 'deadline-reminders'`,
          [since],
        ),
      shared,
    );
    return rows[0];
  };
  const sweepers = new Set<string>();
  await expect
    .poll(
      async () => {
        const row = await sweep();
        if (row?.ended && row.owner) sweepers.add(row.owner.split(':')[1] ?? '');
        return [...sweepers].sort();
      },
      { timeout: 45_000, intervals: [100] },
    )
    .toEqual(servers.map((server) => String(server.pid)).sort());

  // Read through either process: one reminder per project, each linking to it.
  for (const client of [a, b]) {
    const listed = await client.get('/api/v1/users/notifications', { headers });
    expect(listed.status()).toBe(200);
    const items = ((await listed.json()) as { data: { data: { type: string; link: string | null }[] } }).data
      .data;
    const reminders = items.filter((item) => item.type === 'due_soon');
    expect(reminders.map((item) => item.link).sort()).toEqual(
      ids.map((id) => `/dashboard/projects/new/${id}`).sort(),
    );
  }
});

test('the API rate limit is shared by the processes', async () => {
  const [a, b] = clients as [APIRequestContext, APIRequestContext];
  // A fresh count, so the minute's window starts here whatever the tests before took. Health is not limited.
  const redis = new Redis(redisAddress);
  await redis.flushdb();
  await redis.quit();
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMIT; i++) {
    const client = i % 2 === 0 ? a : b;
    statuses.push((await client.get('/v1/payments/plans')).status());
  }
  const extra = await Promise.all([a.get('/v1/payments/plans'), b.get('/v1/payments/plans')]);
  statuses.push(...extra.map((response) => response.status()));
  const allowed = statuses.filter((status) => status !== 429).length;
  // Together they allow RATE_LIMIT; alone, each would allow that many, and all RATE_LIMIT + 2 would pass.
  expect(allowed).toBe(RATE_LIMIT);
  expect(extra.map((response) => response.status())).toEqual([429, 429]);
});
