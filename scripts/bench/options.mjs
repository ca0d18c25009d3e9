// Run settings, all overridable from the environment so CI can shorten a run and a laptop can lengthen it.

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function nonNegativeNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be 0 or more, got "${raw}"`);
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
    /** The mixed-load section: writers at once, seconds measured after its own warm-up, mean pause between steps. */
    mixed: {
      users: Math.round(positiveNumber('BENCH_MIXED_USERS', 200)),
      duration: positiveNumber('BENCH_MIXED_DURATION', 60),
      warmup: positiveNumber('BENCH_MIXED_WARMUP', 10),
      thinkMs: nonNegativeNumber('BENCH_MIXED_THINK_MS', 0),
    },
    /** Which database the server runs on; the URL itself stays out of the results (it may hold a password). */
    database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
  };
}
