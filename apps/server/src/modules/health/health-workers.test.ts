import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type * as Pool from '../../workers/pool.ts';
import type { WorkerPoolHealth } from '../../workers/pool.ts';

// The pool's own behaviour (failing threads, stuck tasks) is proven in workers/pool.test.ts with real threads;
// here only what the health answer makes of each state it reports.
const state = vi.hoisted(() => ({ current: null as WorkerPoolHealth | null }));
vi.mock('../../workers/pool.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Pool>();
  return { ...actual, workerPoolHealth: () => state.current ?? actual.workerPoolHealth() };
});

describe('the health answer and the worker threads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const health = () => t.app.inject({ method: 'GET', url: '/v1/health' });

  it('reports the threads and stays ok while they are up', async () => {
    state.current = { status: 'up', threads: 2, pending: 1, failures: 0 };
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', workers: state.current });
  });

  it.each(['stalled', 'down'] as const)('answers 503 degraded while the threads are %s', async (status) => {
    state.current = { status, threads: status === 'down' ? 0 : 2, pending: 3, failures: 3 };
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'up', workers: { status } });
  });
});
