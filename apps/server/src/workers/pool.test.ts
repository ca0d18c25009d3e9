import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanPostContent } from './post-content.ts';
import { HttpError } from '../lib/errors.ts';
import { closeWorkerPool, runInWorker, TaskPool, WORKER_THREADS, type PoolOptions } from './pool.ts';
import type { WorkerRequest } from './worker.ts';

afterAll(closeWorkerPool);

describe('worker pool', () => {
  it('runs tasks off the calling thread, on at most two threads', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => runInWorker('thread', null)));
    expect(ids).not.toContain(threadId);
    expect(new Set(ids).size).toBeLessThanOrEqual(WORKER_THREADS);
    expect(WORKER_THREADS).toBeLessThanOrEqual(2);
  });

  it('sanitizes a draft exactly as the main thread would', async () => {
    const dirty = '<p onclick="x()">Safe <script>alert(1)</script><b>text</b></p>';
    expect(await runInWorker('sanitize', dirty)).toEqual(cleanPostContent(dirty));
    expect(await runInWorker('sanitize', dirty)).toEqual({
      html: '<p>Safe <strong>text</strong></p>',
      wordCount: 2,
    });
  });

  it('starts again after being closed', async () => {
    await closeWorkerPool();
    expect(await runInWorker('thread', null)).not.toBe(threadId);
  });
});

describe('worker pool health', () => {
  const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).href;
  const options = (overrides: Partial<PoolOptions>): PoolOptions => ({
    filename: fixture('hanging-worker.mjs'),
    threads: 1,
    keepThreads: false,
    taskTimeoutMs: 60_000,
    stallMs: 20_000,
    breakerOpenMs: 15_000,
    ...overrides,
  });
  const request = (task: string) => ({ task, input: null }) as unknown as WorkerRequest;
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the task should have failed'),
      (err: unknown) => err as HttpError,
    );

  it('answers at once with a 503 when threads cannot start, opens the breaker, then tries fresh threads', async () => {
    const reported: unknown[] = [];
    const pool = new TaskPool(
      options({ filename: fixture('failing-worker.mjs'), breakerOpenMs: 1_000 }),
      (err) => reported.push(err),
    );
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const started = performance.now();
      const err = await failure(pool.run(request('ping')));
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ statusCode: 503, code: 'server/workers-unavailable' });
      expect(pool.health().failures).toBe(attempt);
    }
    expect(reported.length).toBeGreaterThanOrEqual(3);
    expect(pool.health().status).toBe('down');

    // While the breaker is open no thread is even started.
    const started = performance.now();
    expect(await failure(pool.run(request('ping')))).toMatchObject({ code: 'server/workers-unavailable' });
    expect(performance.now() - started).toBeLessThan(50);
    expect(pool.health().failures).toBe(3);

    // Once it closes, fresh threads are tried (and fail again here, as the entry is still broken).
    expect(pool.health(Date.now() + 1_500).status).toBe('up');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await failure(pool.run(request('ping')));
    expect(pool.health().failures).toBe(4);
    await pool.close();
  });

  it('refuses new work at once while every thread is stuck, and recovers when the stuck task times out', async () => {
    const pool = new TaskPool(options({ taskTimeoutMs: 1_500, stallMs: 300 }), () => undefined);
    expect(await pool.run(request('ping'))).toBe('ping');
    const stuck = failure(pool.run(request('hang')));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pool.health()).toMatchObject({ status: 'stalled', pending: 1 });

    const started = performance.now();
    expect(await failure(pool.run(request('ping')))).toMatchObject({ statusCode: 503, code: 'server/busy' });
    expect(performance.now() - started).toBeLessThan(50);

    expect(await stuck).toMatchObject({ statusCode: 503, code: 'server/task-timeout' });
    expect(pool.health()).toMatchObject({ status: 'up', pending: 0 });
    // The timed-out thread was ended; a new one answers.
    expect(await pool.run(request('ping'))).toBe('ping');
    await pool.close();
  });

  it('answers 503 for a task whose thread died, and runs the next task on a new thread', async () => {
    const pool = new TaskPool(options({}), () => undefined);
    expect(await failure(pool.run(request('exit')))).toMatchObject({
      statusCode: 503,
      code: 'server/workers-unavailable',
    });
    expect(pool.health()).toMatchObject({ status: 'up', failures: 1 });
    expect(await pool.run(request('ping'))).toBe('ping');
    expect(pool.health().failures).toBe(0);
    await pool.close();
  });

  it("passes a task's own error to the caller without counting it against the threads", async () => {
    const pool = new TaskPool(options({}), () => undefined);
    const err = await failure(pool.run(request('throw')));
    expect(err).not.toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ name: 'RangeError', message: 'the task failed' });
    expect(pool.health()).toMatchObject({ status: 'up', failures: 0 });
    await pool.close();
  });

  it('is reported by the app-wide pool as up before it has started', async () => {
    await closeWorkerPool();
    const { workerPoolHealth } = await import('./pool.ts');
    expect(workerPoolHealth()).toEqual({ status: 'up', threads: 0, pending: 0, failures: 0 });
  });
});
