import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import { HttpError } from '../lib/errors.ts';
import type { TaskName, WorkerRequest, WorkerTasks } from './worker.ts';

export type TaskInput<K extends TaskName> = Parameters<WorkerTasks[K]>[0];
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<WorkerTasks[K]>>;

/*
 * From the TypeScript sources (Vitest, tsx) this module is src/workers/pool.ts and a small bootstrap loads
 * worker.ts through tsx; in the bundle this code lives in dist/server.js, beside dist/worker.js.
 */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCES ? './dev-worker.mjs' : './worker.js', import.meta.url);

/** Two threads on the two-core target: the event loop keeps a core's share while both workers are busy. */
export const WORKER_THREADS = Math.max(1, Math.min(2, availableParallelism()));
const TASK_TIMEOUT_MS = 60_000;
const MAX_QUEUE = 256;

let pool: Piscina | null = null;
let holders = 0;
let report: (err: unknown) => void = (err) => console.error('worker thread failed', err);

let keepThreads = false;

/**
 * From now on the pool keeps all its threads running instead of ending idle ones (a running pool is started
 * again with the new setting). The server asks for it before loading the grammar engine on every thread.
 */
export async function keepAllThreads() {
  if (keepThreads) return;
  keepThreads = true;
  await closeWorkerPool();
}

function createPool() {
  const created = new Piscina({
    filename: WORKER_URL.href,
    // A server keeps every thread up: each holds a loaded grammar engine that takes seconds to load again.
    // Elsewhere (tests, scripts) one thread starts and a second only under load.
    minThreads: keepThreads ? WORKER_THREADS : 1,
    maxThreads: WORKER_THREADS,
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
    // A hostile upload (a zip bomb posing as .docx) ends its own thread, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  // Without a listener, a thread that fails to start would take the whole process down.
  created.on('error', (err) => report(err));
  return created;
}

function translate(err: unknown): unknown {
  if (err instanceof Error && err.name === 'AbortError')
    return new HttpError(
      503,
      'server/task-timeout',
      'This took too long and was stopped. Try again with a smaller file or document.',
    );
  if (err instanceof Error && err.message === 'Task queue is at limit')
    return new HttpError(503, 'server/busy', 'The server is busy right now. Please try again in a moment.');
  return err;
}

/**
 * Runs CPU-heavy work (brief analysis, file reading, export, HTML sanitizing) on a worker thread so the request
 * event loop stays free. The pool starts on first use; a task past a minute is stopped (503).
 */
export async function runInWorker<K extends TaskName>(task: K, input: TaskInput<K>): Promise<TaskOutput<K>> {
  pool ??= createPool();
  const request: WorkerRequest = { task, input };
  try {
    return (await pool.run(request, { signal: AbortSignal.timeout(TASK_TIMEOUT_MS) })) as TaskOutput<K>;
  } catch (err) {
    throw translate(err);
  }
}

/** Waits for running tasks, then ends the threads. The next `runInWorker` starts a new pool. */
export async function closeWorkerPool() {
  const closing = pool;
  pool = null;
  await closing?.close();
}

/**
 * Ties the pool to the app's life: errors go to the app's log and closing the app closes the pool. Several
 * apps in one process (tests) share the pool; the last one to close ends it.
 */
export const workerPool = fp(
  async (app: FastifyInstance) => {
    holders += 1;
    report = (err) => app.log.error({ err }, 'worker thread failed');
    app.addHook('onClose', async () => {
      holders -= 1;
      if (holders === 0) await closeWorkerPool();
    });
  },
  { name: 'worker-pool' },
);
