import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, or } from 'drizzle-orm';
import type { Notification, Project } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { notifications, projects } from '../../db/schema/index.ts';
import { dataOf, writer, type Writer } from '../projects/projects.fixtures.ts';
import { deadlineReminders } from './deadline-reminders.ts';

let t: TestApp;
let w: Writer;
beforeAll(async () => {
  t = await createTestApp();
  w = await writer(t, 'professional');
}, 60_000);
afterAll(() => t.close());

/** 15:00 UTC on 12 Mar 2031: today is the 12th, and 48 hours from now is within the 14th. */
const NOW = new Date('2031-03-12T15:00:00Z');
const at = (iso: string) => new Date(iso);

/** The due-soon and overdue reminders written for one project, oldest key first. */
async function remindersOf(project: Project) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(
      or(
        like(notifications.id, `due-soon:${project.id}:%`),
        like(notifications.id, `overdue:${project.id}:%`),
      ),
    )
    .orderBy(notifications.id);
  return rows.map((row) => ({ type: row.type, key: row.id, userId: row.userId, title: row.title }));
}

async function project(title: string, dueDate: string | null, status?: 'draft' | 'completed') {
  const created = await w.createProject({ title, dueDate });
  if (status === 'draft') expect((await w.transition(created.id, 'draft')).statusCode).toBe(200);
  // Completing through the API needs a reviewed draft; the sweep only reads the status.
  if (status === 'completed')
    await t.database.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, created.id));
  return created;
}

describe('deadline reminders', () => {
  it('reminds of projects due within 48 hours and of overdue ones, never of completed or undated ones', async () => {
    const today = await project('Due today', '2031-03-12', 'draft');
    const tomorrow = await project('Due tomorrow', '2031-03-13');
    const later = await project('Due in two days', '2031-03-14');
    const yesterday = await project('Due yesterday', '2031-03-11', 'draft');
    const stale = await project('Due a fortnight ago', '2031-02-26');
    const doneSoon = await project('Handed in early', '2031-03-13', 'completed');
    const doneLate = await project('Handed in, date passed', '2031-03-10', 'completed');
    const undated = await project('No due date', null);

    expect(await deadlineReminders(t.database.db, NOW)).toEqual({ dueSoon: 2, overdue: 1 });

    expect(await remindersOf(today)).toEqual([
      {
        type: 'due_soon',
        key: `due-soon:${today.id}:2031-03-12`,
        userId: w.user.id,
        title: '“Due today” is due soon',
      },
    ]);
    expect((await remindersOf(tomorrow)).map((r) => r.key)).toEqual([`due-soon:${tomorrow.id}:2031-03-13`]);
    expect(await remindersOf(yesterday)).toEqual([
      {
        type: 'overdue',
        key: `overdue:${yesterday.id}:2031-03-11`,
        userId: w.user.id,
        title: '“Due yesterday” is overdue',
      },
    ]);
    for (const quiet of [later, stale, doneSoon, doneLate, undated])
      expect(await remindersOf(quiet)).toEqual([]);

    // The writer sees them in the notification centre, with a link to the project's current step.
    const listed = await w.call('GET', '/api/v1/users/notifications');
    const items = dataOf<{ data: Notification[] }>(listed).data;
    expect(items.find((n) => n.type === 'due_soon' && n.title.includes('Due today'))).toMatchObject({
      body: 'It is due on Mar 12, 2031. Finish the draft, then run the review.',
      link: `/dashboard/projects/draft/${today.id}`,
      read_at: null,
    });
    expect(items.find((n) => n.type === 'due_soon' && n.title.includes('Due tomorrow'))).toMatchObject({
      body: 'It is due on Mar 13, 2031. Finish the brief and start drafting.',
      link: `/dashboard/projects/new/${tomorrow.id}`,
    });
    expect(items.find((n) => n.type === 'overdue')).toMatchObject({
      body: 'It was due on Mar 11, 2031. Complete it, or set a new due date if the deadline has moved.',
      link: `/dashboard/projects/draft/${yesterday.id}`,
    });
  });

  it('falls due at the end of the due day in UTC: due soon from 48 hours before, overdue after', async () => {
    const p = await project('Boundaries', '2031-05-20');
    // 48 hours and one second before the end of 20 May (UTC): not yet.
    await deadlineReminders(t.database.db, at('2031-05-18T23:59:59Z'));
    expect(await remindersOf(p)).toEqual([]);
    // Exactly 48 hours before.
    await deadlineReminders(t.database.db, at('2031-05-19T00:00:00Z'));
    expect((await remindersOf(p)).map((r) => r.type)).toEqual(['due_soon']);
    // The last second of the due day is not overdue yet; the next is.
    await deadlineReminders(t.database.db, at('2031-05-20T23:59:59Z'));
    expect((await remindersOf(p)).map((r) => r.type)).toEqual(['due_soon']);
    await deadlineReminders(t.database.db, at('2031-05-21T00:00:00Z'));
    expect((await remindersOf(p)).map((r) => r.type).sort()).toEqual(['due_soon', 'overdue']);
  });

  it('reminds once per project and due date, and again when the due date changes', async () => {
    const p = await project('Moving deadline', '2031-07-02');
    const sweep = () => deadlineReminders(t.database.db, at('2031-07-01T09:00:00Z'));
    await sweep();
    await sweep();
    await sweep();
    expect((await remindersOf(p)).map((r) => r.key)).toEqual([`due-soon:${p.id}:2031-07-02`]);

    // Moved a day earlier: a new deadline, so a new reminder.
    const moved = await w.call('PATCH', `/v1/projects/${p.id}`, { dueDate: '2031-07-01' });
    expect(moved.statusCode, moved.body).toBe(200);
    await sweep();
    expect((await remindersOf(p)).map((r) => r.key)).toEqual([
      `due-soon:${p.id}:2031-07-01`,
      `due-soon:${p.id}:2031-07-02`,
    ]);

    // Moved back to the first date: that deadline was already reminded of.
    await w.call('PATCH', `/v1/projects/${p.id}`, { dueDate: '2031-07-02' });
    await sweep();
    expect(await remindersOf(p)).toHaveLength(2);

    // Completed before it fell due: no overdue reminder afterwards.
    await t.database.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, p.id));
    await deadlineReminders(t.database.db, at('2031-07-04T09:00:00Z'));
    expect((await remindersOf(p)).every((r) => r.type === 'due_soon')).toBe(true);
  });

  it('writes one reminder per project when sweeps race on one database', async () => {
    const racing = await Promise.all(
      ['Race A', 'Race B', 'Race C'].map((title) => project(title, '2031-09-10')),
    );
    const now = at('2031-09-09T12:00:00Z');
    const results = await Promise.all([
      deadlineReminders(t.database.db, now),
      deadlineReminders(t.database.db, now),
      deadlineReminders(t.database.db, now),
    ]);
    // Between them the sweeps wrote each reminder exactly once.
    expect(results.reduce((sum, r) => sum + r.dueSoon, 0)).toBe(3);
    for (const p of racing) expect(await remindersOf(p)).toHaveLength(1);
  });
});
