// Section "api": request rate and tail latency of the production server against a bare Fastify baseline
// on the same machine, so the ratios say what the app's own work costs whatever the hardware.
import { startHelloServer } from './hello-server.mjs';
import { measure } from './load.mjs';

// Two significant figures: the ratios span orders of magnitude, so fixed decimals would round some to 0.
const ratio = (a, b) => Number((a / b).toPrecision(2));

// The targets for the app's own cost, as ratios to bare Fastify in the same run (and a p99 on PostgreSQL).
const TARGETS = {
  postgresql: { health: 0.3, me: 0.15, meP99Ms: 50 },
  pglite: { health: null, me: 0.05, meP99Ms: null },
};

const verdict = (value, target, atMost = false) =>
  target === null
    ? ''
    : `${value} (target ${atMost ? '≤' : '≥'} ${target}: ${(atMost ? value <= target : value >= target) ? 'met' : 'missed'})`;

export const id = 'api';
export const title = 'API throughput (autocannon)';
export const needsWeb = false;

export async function run({ baseUrl, user, options, log }) {
  const hello = await startHelloServer();
  const targets = [
    { name: 'hello-world (bare Fastify)', url: hello.url },
    { name: 'GET /v1/health', url: `${baseUrl}/v1/health` },
    {
      name: 'GET /v1/users/me (bearer)',
      url: `${baseUrl}/v1/users/me`,
      headers: { authorization: `Bearer ${user.token}` },
    },
  ];
  const results = [];
  try {
    // One at a time: on two cores, parallel targets would measure each other.
    for (const target of targets) {
      log(
        `${target.name}: ${options.warmup}s warm-up + ${options.duration}s × ${options.connections} connections`,
      );
      results.push({
        name: target.name,
        ...(await measure(target.url, { ...options, headers: target.headers })),
      });
    }
  } finally {
    await hello.stop();
  }

  const [helloResult, health, me] = results;
  return {
    ok: results.every((r) => r.ok),
    rows: results.map((r) => ({
      target: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.latencyMs.p50,
      'p99 ms': r.latencyMs.p99,
      requests: r.requests,
      'non-2xx': r.non2xx,
      errors: r.errors + r.timeouts,
    })),
    summary: targetsSummary(options.database, helloResult, health, me),
    data: { targets: results },
  };
}

function targetsSummary(database, hello, health, me) {
  const target = TARGETS[database] ?? TARGETS.pglite;
  const healthRatio = ratio(health.requestsPerSecond, hello.requestsPerSecond);
  const meRatio = ratio(me.requestsPerSecond, hello.requestsPerSecond);
  return {
    database,
    'health/hello req/s': verdict(healthRatio, target.health) || healthRatio,
    'me/hello req/s': verdict(meRatio, target.me) || meRatio,
    'me p99 ms': verdict(me.latencyMs.p99, target.meP99Ms, true) || me.latencyMs.p99,
  };
}
