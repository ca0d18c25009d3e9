import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanPostContent } from './post-content.ts';
import { closeWorkerPool, runInWorker, WORKER_THREADS } from './pool.ts';

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
