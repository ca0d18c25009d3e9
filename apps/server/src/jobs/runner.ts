import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { claimJob, finishJob } from './claim.ts';

export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
  /** The moment the run looks at ("now"); tests pass another to travel in time. */
  now: Date;
}

/**
 * A piece of scheduled work. Whatever it writes must be idempotent (notifications carry a key): a run whose
 * process dies half-way is run again once its lease ends, and a run that outlasts its lease may meet another.
 */
export interface Job {
  name: string;
  run(context: JobContext): Promise<unknown>;
}

export interface JobRunnerOptions {
  db: Database;
  log: FastifyBaseLogger;
  jobs: readonly Job[];
  /** Between two looks for due work; 0 starts no timer (`runDue` still works). */
  intervalMs: number;
}

/** How long a claim lasts when this process has no timer of its own (tests, JOBS_INTERVAL_MS=0). */
const DEFAULT_LEASE_MS = 60_000;

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs each job in whichever process claims its `scheduled_jobs` row, at most once per interval across all
 * processes and hosts sharing the database. A job's failure is logged and stored on its row; the others run.
 */
export function createJobRunner({ db, log, jobs, intervalMs }: JobRunnerOptions) {
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = intervalMs > 0 ? intervalMs : DEFAULT_LEASE_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  /** Runs every job this process can claim now; answers the names of those it ran. */
  async function runDue(now: Date = new Date()): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      if (!(await claimJob(db, job.name, owner, leaseMs))) continue;
      ran.push(job.name);
      try {
        const result = await job.run({ db, log, now });
        log.debug({ job: job.name, result }, 'scheduled job ran');
        await finishJob(db, job.name, owner, null);
      } catch (err) {
        log.error({ err, job: job.name }, 'scheduled job failed');
        await finishJob(db, job.name, owner, err instanceof Error ? err.message : String(err));
      }
    }
    return ran;
  }

  function tick() {
    timer = null;
    running = runDue()
      .catch((err: unknown) => log.warn({ err }, 'scheduled jobs could not be claimed'))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  // One run at a time per process: the next starts an interval after the last one ended.
  function schedule() {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(tick, intervalMs);
    // Waiting for the next run must not keep a process alive that has nothing else to do.
    timer.unref();
  }

  return {
    owner,
    runDue,
    /** Runs what is due at once, then every interval; does nothing when the interval is 0. */
    start() {
      if (stopped || intervalMs <= 0 || timer || running) return;
      tick();
    },
    /** Stops the timer and waits for a run in progress, so the database can close after it. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
