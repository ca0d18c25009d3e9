import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Project } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { notifications } from '../../db/schema/index.ts';
import { postOf, writer, type Writer } from '../projects/projects.fixtures.ts';
import { CLEAN_DRAFT } from './review.fixtures.ts';

let t: TestApp;
let w: Writer;
beforeAll(async () => {
  t = await createTestApp();
  w = await writer(t, 'professional');
}, 60_000);
afterAll(() => t.close());

const notesOf = (type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, w.user.id), eq(notifications.type, type)));

async function moveTo(project: Project, ...steps: string[]) {
  for (const to of steps) {
    const res = await w.transition(project.id, to);
    expect(res.statusCode, res.body).toBe(200);
  }
}

const review = async (project: Project) =>
  expect((await w.call('GET', `/v1/projects/${project.id}/review`)).statusCode).toBe(200);

describe('review and completion notifications', () => {
  it('tells the writer once that a version in review has its report, and once that the project completed', async () => {
    const project = await w.createProject({ title: 'Sleep and screens', targetWords: 330 });
    if (project.status === 'pending') await moveTo(project, 'draft');
    const saved = await w.save(project, CLEAN_DRAFT, 0);
    expect(saved.statusCode, saved.body).toBe(200);

    // A report computed while drafting is no finished review.
    await review(project);
    expect(await notesOf('review_ready')).toHaveLength(0);

    await moveTo(project, 'review');
    await Promise.all([review(project), review(project)]);
    await review(project);
    const ready = await notesOf('review_ready');
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({
      title: 'The review of “Sleep and screens” is ready',
      link: `/dashboard/projects/review/${project.id}`,
      readAt: null,
    });

    await moveTo(project, 'completed');
    // Completing twice is refused, and the refusal writes nothing.
    expect((await w.transition(project.id, 'completed')).statusCode).toBe(409);
    const completed = await notesOf('project_completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      title: '“Sleep and screens” is completed',
      link: `/dashboard/projects/completed/${project.id}`,
    });

    // Reopened, edited and reviewed again: a new version is a new review, and a second completion is news too.
    await moveTo(project, 'draft');
    const edited = await w.save(project, CLEAN_DRAFT.replace('</p>', ' One more sentence here.</p>'), 1);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(postOf(edited).version).toBe(2);
    await moveTo(project, 'review');
    await review(project);
    await review(project);
    expect(await notesOf('review_ready')).toHaveLength(2);
    await moveTo(project, 'completed');
    expect(await notesOf('project_completed')).toHaveLength(2);

    // The notification centre shows them, newest first, with their links.
    const listed = await w.call('GET', '/api/v1/users/notifications');
    expect(listed.statusCode).toBe(200);
    const items = (listed.json() as { data: { data: { type: string; link: string }[] } }).data.data;
    expect(items.filter((n) => n.type === 'project_completed')).toHaveLength(2);
    expect(items[0]).toMatchObject({
      type: 'project_completed',
      link: `/dashboard/projects/completed/${project.id}`,
    });
  }, 180_000);
});
