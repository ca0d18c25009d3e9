// One HTTP load measurement with autocannon, reduced to the figures the report keeps.
import autocannon from 'autocannon';

function fire(url, { duration, connections, headers }) {
  return autocannon({ url, duration, connections, headers, pipelining: 1 });
}

/**
 * Warms the target up, then measures it. Non-2xx answers and socket errors are counted rather than hidden:
 * a run that measured 401s or 429s is fast for the wrong reason, and the caller marks it failed.
 */
export async function measure(url, { duration, connections, warmup, headers = {} }) {
  await fire(url, { duration: warmup, connections, headers });
  const result = await fire(url, { duration, connections, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    ok: result.non2xx === 0 && result.errors === 0 && result.timeouts === 0,
  };
}
