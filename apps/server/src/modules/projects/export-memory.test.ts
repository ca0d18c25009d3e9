import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Project } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type * as Pool from '../../workers/pool.ts';
import { writer, type Writer } from './projects.fixtures.ts';

// A worker that runs out of memory laying out the draft, as a 100,000-character word once made it.
vi.mock('../../workers/pool.ts', async (original) => ({
  ...(await original<typeof Pool>()),
  runInWorker: vi.fn((task: string) =>
    Promise.reject(
      task === 'export'
        ? Object.assign(new Error('Worker terminated due to reaching memory limit'), {
            code: 'ERR_WORKER_OUT_OF_MEMORY',
          })
        : new Error(`unexpected task ${task}`),
    ),
  ),
}));

describe('an export that runs out of memory', () => {
  let t: TestApp;
  let w: Writer;
  let project: Project;
  beforeAll(async () => {
    t = await createTestApp();
    w = await writer(t);
    project = await w.createProject();
  });
  afterAll(() => t.close());

  it('answers 413 naming the format, not 500', async () => {
    const res = await w.call('GET', `/v1/projects/${project.id}/export?format=pdf`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', code: 'projects/export-too-large' });
    expect((res.json() as { message: string }).message).toContain('PDF');
  });
});
