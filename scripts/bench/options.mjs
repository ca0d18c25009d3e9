// Run settings, all overridable from the environment so CI can shorten a run and a laptop can lengthen it.

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export function readOptions() {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    /** Seconds measured per target. */
    duration: positiveNumber('BENCH_DURATION', 10),
    /** Concurrent keep-alive connections per target. */
    connections: Math.round(positiveNumber('BENCH_CONNECTIONS', 50)),
    /** Seconds of unrecorded load first, so the JIT and connection pools are warm when measuring starts. */
    warmup: positiveNumber('BENCH_WARMUP', 2),
    /** Section ids to run (comma-separated); empty runs them all. */
    only,
    /** Which database the server runs on; the URL itself stays out of the results (it may hold a password). */
    database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
  };
}
