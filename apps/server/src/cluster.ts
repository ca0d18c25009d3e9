import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config/config.ts';
import { ConfigError } from './config/env.ts';

/** A process that dies this soon after starting is not restarted again and again: the server stops instead. */
const CRASH_LOOP_MS = 10_000;
const STOP_GRACE_MS = 12_000;

/**
 * Checks that `WEB_CONCURRENCY` processes can share what the configuration names: PGlite is an embedded engine
 * that one process opens, so more than one needs PostgreSQL.
 */
export function assertCanRunSeveral(config: Pick<Config, 'webConcurrency' | 'databaseUrl'>): void {
  if (config.webConcurrency > 1 && !config.databaseUrl)
    throw new ConfigError(
      'Invalid environment configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL ' +
        '(PostgreSQL); the embedded database is opened by one process only',
    );
}

/**
 * The primary process of `WEB_CONCURRENCY > 1`: it serves nothing itself, starts that many server processes
 * sharing the port (node:cluster hands out connections), replaces one that dies, and stops them all on SIGINT
 * or SIGTERM.
 */
export function runPrimary(processes: number, log: (line: string) => void): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const began = startedAt.get(worker.id) ?? 0;
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    if (Date.now() - began < CRASH_LOOP_MS) {
      log(`server process ${worker.process.pid} exited at start (${signal ?? code}); stopping`);
      stopAll(1);
      return;
    }
    log(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    start();
  });
  const stopAll = (exitCode: number) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(exitCode), STOP_GRACE_MS).unref();
    if (startedAt.size === 0) process.exit(exitCode);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (let i = 0; i < processes; i++) start();
  log(`started ${processes} server processes`);
}
