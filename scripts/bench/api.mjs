// Section "api": request rate and tail latency of the production server against a bare Fastify baseline
// on the same machine, so the ratios say what the app's own work costs whatever the hardware.
import { startHelloServer } from './hello-server.mjs';
import { measure } from './load.mjs';

// Two significant figures: the ratios span orders of magnitude, so fixed decimals would round some to 0.
const ratio = (a, b) => Number((a / b).toPrecision(2));

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
    summary: {
      'health/hello req/s': ratio(health.requestsPerSecond, helloResult.requestsPerSecond),
      'me/hello req/s': ratio(me.requestsPerSecond, helloResult.requestsPerSecond),
    },
    data: { targets: results },
  };
}
