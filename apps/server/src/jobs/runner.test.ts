import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { notifications, scheduledJobs } from '../db/schema/index.ts';
import { writer, type Writer } from '../modules/projects/projects.fixtures.ts';
import { scheduledWork } from './jobs.plugin.ts';
import { createJobRunner, type Job } from './runner.ts';

let t: TestApp;
let w: Writer;
beforeAll(async () => {
  t = await createTestApp();
  w = await writer(t, 'professional');
}, 60_000);
afterAll(() => t.close());

const runner = (jobs: readonly Job[], intervalMs = 0) =>
  createJobRunner({ db: t.database.db, log: t.app.log, jobs, intervalMs });

/** Ends every lease, as if the interval had passed. */
const expireLeases = () => t.database.db.update(scheduledJobs).set({ lockedUntil: new Date(0) });

const dueSoonOf = (projectId: string) =>
  t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(like(notifications.id, `due-soon:${projectId}:%`));

describe('job runner', () => {
  it('runs a sweep in one of two racing runners, and the sweep writes one reminder per project', async () => {
    const titles = ['Racing one', 'Racing two', 'Racing three'];
    const created = await Promise.all(
      titles.map((title) => w.createProject({ title, dueDate: '2031-04-02' })),
    );
    await expireLeases();
    const work = scheduledWork(t.app.payments);
    const [a, b] = [runner(work), runner(work)];
    expect(a.owner).not.toBe(b.owner);
    const now = new Date('2031-04-01T08:00:00Z');
    const ran = await Promise.all([a.runDue(now), b.runDue(now), t.app.jobs.runDue(now)]);
    expect(ran.flat().sort()).toEqual(['billing-periods', 'deadline-reminders']);
    for (const project of created) expect(await dueSoonOf(project.id)).toHaveLength(1);

    // Once the lease has run out one of them runs it again, and finds nothing left to write.
    await expireLeases();
    const again = await Promise.all([a.runDue(now), b.runDue(now), t.app.jobs.runDue(now)]);
    expect(again.flat().sort()).toEqual(['billing-periods', 'deadline-reminders']);
    for (const project of created) expect(await dueSoonOf(project.id)).toHaveLength(1);
  });

  it('leaves a claimed job alone until its lease ends, then lets any process run it', async () => {
    const calls: string[] = [];
    const job: Job = { name: 'lease-check', run: async () => calls.push('ran') };
    const [a, b] = [runner([job]), runner([job])];
    expect(await a.runDue()).toEqual(['lease-check']);
    expect(await b.runDue()).toEqual([]);
    expect(await a.runDue()).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'lease-check'));
    expect(row).toMatchObject({ lockedBy: a.owner, lastError: null });
    expect(row?.lastRunAt).toBeInstanceOf(Date);
    expect(row!.lockedUntil.getTime()).toBeGreaterThan(Date.now());

    await expireLeases();
    expect(await b.runDue()).toEqual(['lease-check']);
    expect(calls).toEqual(['ran', 'ran']);
  });

  it('records a failing job on its row and still runs the others', async () => {
    const done: string[] = [];
    const failing: Job = {
      name: 'always-fails',
      run: async () => {
        throw new Error('storage unreachable');
      },
    };
    const fine: Job = { name: 'runs-fine', run: async () => done.push('fine') };
    expect(await runner([failing, fine]).runDue()).toEqual(['always-fails', 'runs-fine']);
    expect(done).toEqual(['fine']);
    const [row] = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'always-fails'));
    expect(row?.lastError).toBe('storage unreachable');
  });

  it('runs on its own every interval once started, and stop() waits for the run in progress', async () => {
    let runs = 0;
    let inProgress = false;
    const job: Job = {
      name: 'ticking',
      run: async () => {
        inProgress = true;
        await new Promise((resolve) => setTimeout(resolve, 20));
        runs++;
        inProgress = false;
      },
    };
    const ticking = runner([job], 100);
    ticking.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 20 });
    await ticking.stop();
    expect(inProgress).toBe(false);
    const stoppedAt = runs;
    // Three more intervals pass without a run.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(runs).toBe(stoppedAt);
  });
});

describe('scheduled work in a running app', () => {
  it('starts with the app, writes the reminder on its own, and closes without waiting for the timer', async () => {
    const app = await createTestApp({ config: { jobsIntervalMs: 200 } });
    try {
      const dated = await writer(app, 'starter');
      // Due at the end of today (UTC): due soon whatever the hour.
      const today = new Date().toISOString().slice(0, 10);
      const project = await dated.createProject({ title: 'Due today', dueDate: today });
      await vi.waitFor(
        async () => {
          const [row] = await app.database.db
            .select()
            .from(notifications)
            .where(eq(notifications.id, `due-soon:${project.id}:${today}`));
          expect(row).toMatchObject({ userId: dated.user.id, type: 'due_soon' });
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      await app.close();
    }
  }, 60_000);
});
