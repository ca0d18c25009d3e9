import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import { HttpError } from '../lib/errors.ts';
import type { TaskAnswer, TaskName, WorkerRequest, WorkerTasks } from './worker.ts';

export type TaskInput<K extends TaskName> = Parameters<WorkerTasks[K]>[0];
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<WorkerTasks[K]>>;

/*
 * From the TypeScript sources (Vitest, tsx) this module is src/workers/pool.ts and a small bootstrap loads
 * worker.ts through tsx; in the bundle this code lives in dist/server.js, beside dist/worker.js.
 */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCES ? './dev-worker.mjs' : './worker.js', import.meta.url);

/**
 * The machine's cores shared among the server processes on it (WEB_CONCURRENCY), at most two threads a process:
 * on the two-core target one process gets two, and the event loop keeps a core's share while both are busy.
 */
export function threadsPerProcess(cores: number, processes: number): number {
  return Math.max(1, Math.min(2, Math.floor(cores / Math.max(1, processes))));
}
export const WORKER_THREADS = threadsPerProcess(
  availableParallelism(),
  Number(process.env.WEB_CONCURRENCY) || 1,
);
const TASK_TIMEOUT_MS = 60_000;
const MAX_QUEUE = 256;

/** A pool fails when a thread cannot start or dies outside a task; this many in a row open the breaker. */
const FAILURES_TO_OPEN = 3;
/** How long an open breaker refuses work before the pool is tried again with fresh threads. */
const BREAKER_OPEN_MS = 15_000;
/** Every thread busy and no task finished for this long: the pool is stuck, and new work is refused at once. */
const STALL_MS = 20_000;

const unavailable = () =>
  new HttpError(
    503,
    'server/workers-unavailable',
    'The server cannot do this right now because its background workers failed. Please try again in a minute.',
  );
const stalled = () =>
  new HttpError(503, 'server/busy', 'The server is busy right now. Please try again in a moment.');

export interface PoolOptions {
  filename: string;
  threads: number;
  /** Keep every thread running rather than starting one and ending idle ones. */
  keepThreads: boolean;
  taskTimeoutMs: number;
  stallMs: number;
  breakerOpenMs: number;
}

/** What `GET /v1/health` reports of the worker threads. */
export interface WorkerPoolHealth {
  /** `up` (or not started yet), `stalled` (every thread stuck), `down` (threads failing to run). */
  status: 'up' | 'stalled' | 'down';
  threads: number;
  /** Tasks running or waiting for a thread. */
  pending: number;
  /** Thread failures in a row; a finished task sets it back to 0. */
  failures: number;
}

/**
 * Piscina with a health signal. A thread that cannot start fails its task at once with a 503 and the pool is
 * rebuilt for the next task; after three such failures in a row the breaker opens and work is refused without
 * trying for 15 s, then fresh threads are tried again. When every thread has been busy without finishing a
 * task for 20 s (a task stuck until its time-out), new work gets an immediate 503 instead of a minute's wait
 * in the queue; the stuck task's time-out ends its thread and Piscina starts another.
 */
export class TaskPool {
  private piscina: Piscina | null = null;
  private pending = 0;
  private lastProgressAt = Date.now();
  private failures = 0;
  private openUntil = 0;

  constructor(
    private readonly options: PoolOptions,
    private readonly report: (err: unknown) => void,
  ) {}

  health(now = Date.now()): WorkerPoolHealth {
    const status =
      this.failures >= FAILURES_TO_OPEN && now < this.openUntil
        ? 'down'
        : this.isStalled(now)
          ? 'stalled'
          : 'up';
    return {
      status,
      threads: this.piscina?.threads.length ?? 0,
      pending: this.pending,
      failures: this.failures,
    };
  }

  async run(request: WorkerRequest): Promise<unknown> {
    const now = Date.now();
    if (this.failures >= FAILURES_TO_OPEN && now < this.openUntil) throw unavailable();
    if (this.isStalled(now)) throw stalled();
    const piscina = (this.piscina ??= this.create());
    if (this.pending === 0) this.lastProgressAt = now;
    this.pending += 1;
    let answer: TaskAnswer;
    try {
      answer = (await piscina.run(request, {
        signal: AbortSignal.timeout(this.options.taskTimeoutMs),
      })) as TaskAnswer;
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError')
        throw new HttpError(
          503,
          'server/task-timeout',
          'This took too long and was stopped. Try again with a smaller file or document.',
        );
      if (err instanceof Error && err.message === 'Task queue is at limit') throw stalled();
      // A task that outgrew its memory (a zip bomb posing as .docx) is the input's fault: the caller says so.
      if ((err as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw err;
      throw this.failed(err);
    } finally {
      this.pending -= 1;
      this.lastProgressAt = Date.now();
    }
    this.failures = 0;
    if ('value' in answer) return answer.value;
    throw Object.assign(new Error(answer.error.message), { name: answer.error.name });
  }

  /** Waits for running tasks, then ends the threads; the next task starts new ones. */
  async close() {
    const closing = this.piscina;
    this.piscina = null;
    await closing?.close();
  }

  private isStalled(now: number) {
    const threads = this.piscina?.threads.length ?? 0;
    return (
      threads > 0 && this.pending >= this.options.threads && now - this.lastProgressAt > this.options.stallMs
    );
  }

  private create() {
    const created = new Piscina({
      filename: this.options.filename,
      minThreads: this.options.keepThreads ? this.options.threads : 1,
      maxThreads: this.options.threads,
      idleTimeout: 60_000,
      maxQueue: MAX_QUEUE,
      // A hostile upload (a zip bomb posing as .docx) ends its own thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    // Without a listener, a thread that fails to start would take the whole process down. A pool whose
    // threads fail on their own would start them again and again: it is dropped, the next task builds another.
    created.on('error', (err) => {
      this.report(err);
      this.drop(created);
    });
    return created;
  }

  /**
   * A thread failed outside its task's own code (it could not start, or it died): counted and reported. Piscina
   * replaces a thread that died; a pool whose threads cannot start is dropped by its error event.
   */
  private failed(err: unknown) {
    this.report(err);
    this.failures += 1;
    if (this.failures >= FAILURES_TO_OPEN) this.openUntil = Date.now() + this.options.breakerOpenMs;
    return unavailable();
  }

  private drop(failing: Piscina) {
    if (this.piscina !== failing) return;
    this.piscina = null;
    void failing.destroy().catch(() => undefined);
  }
}

let report: (err: unknown) => void = (err) => console.error('worker thread failed', err);
let keepThreads = false;
let pool: TaskPool | null = null;
let holders = 0;

const createPool = () =>
  new TaskPool(
    {
      filename: WORKER_URL.href,
      threads: WORKER_THREADS,
      // A server keeps every thread up: each holds a loaded grammar engine that takes seconds to load again.
      // Elsewhere (tests, scripts) one thread starts and a second only under load.
      keepThreads,
      taskTimeoutMs: TASK_TIMEOUT_MS,
      stallMs: STALL_MS,
      breakerOpenMs: BREAKER_OPEN_MS,
    },
    (err) => report(err),
  );

/**
 * From now on the pool keeps all its threads running instead of ending idle ones (a running pool is started
 * again with the new setting). The server asks for it before loading the grammar engine on every thread.
 */
export async function keepAllThreads() {
  if (keepThreads) return;
  keepThreads = true;
  await closeWorkerPool();
}

/**
 * Runs CPU-heavy work (brief analysis, file reading, export, HTML sanitizing) on a worker thread so the request
 * event loop stays free. The pool starts on first use; a task past a minute is stopped (503).
 */
export async function runInWorker<K extends TaskName>(task: K, input: TaskInput<K>): Promise<TaskOutput<K>> {
  pool ??= createPool();
  return (await pool.run({ task, input })) as TaskOutput<K>;
}

/** The worker threads' state for the health answer; a pool not started yet is `up` with no threads. */
export function workerPoolHealth(): WorkerPoolHealth {
  return pool?.health() ?? { status: 'up', threads: 0, pending: 0, failures: 0 };
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
