import { and, gte, isNotNull, lt, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { progressStep, projectPath, type ProjectStatus } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { notifications, projects } from '../../db/schema/index.ts';
import { notify } from './notify.ts';

/*
 * When a date-only due date falls due: at the end of that day in UTC (the start of the next UTC day). A
 * project is "due soon" from 48 hours before that moment until it, and "overdue" after it, which matches the
 * product's rule that a project is overdue once its due date lies before today.
 */

/** A reminder is sent for deadlines that passed within this many days; older ones are old news. */
export const OVERDUE_WINDOW_DAYS = 7;
const DUE_SOON_HOURS = 48;
const BATCH = 200;
const DAY_MS = 86_400_000;

/** The UTC calendar date of `moment`, as YYYY-MM-DD. */
const utcDate = (moment: Date) => moment.toISOString().slice(0, 10);

/** "Mar 14, 2031" for a YYYY-MM-DD due date, the same wherever the server runs. */
const dueDateText = (dueDate: string) =>
  new Date(`${dueDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const NEXT_STEP: Record<ProjectStatus, string> = {
  pending: 'Finish the brief and start drafting.',
  draft: 'Finish the draft, then run the review.',
  review: 'Fix what the review found, then complete it.',
  completed: '',
};

type Kind = 'due_soon' | 'overdue';
type Candidate = { id: string; ownerId: string; title: string; status: ProjectStatus; dueDate: string };

const dueDay = sql<string>`to_char(${projects.dueDate}, 'YYYY-MM-DD')`;

/** One notification per project, kind and due date: a changed due date is a new deadline to remind of. */
const keyPrefix: Record<Kind, string> = { due_soon: 'due-soon', overdue: 'overdue' };
export const reminderKey = (kind: Kind, projectId: string, dueDate: string) =>
  `${keyPrefix[kind]}:${projectId}:${dueDate}`;

function message(kind: Kind, project: Candidate) {
  const date = dueDateText(project.dueDate);
  return kind === 'due_soon'
    ? {
        title: `“${project.title}” is due soon`,
        body: `It is due on ${date}. ${NEXT_STEP[project.status]}`.trim(),
      }
    : {
        title: `“${project.title}” is overdue`,
        body: `It was due on ${date}. Complete it, or set a new due date if the deadline has moved.`,
      };
}

/** Projects not completed whose due date lies in `range` and that have no reminder of this kind for it yet. */
function candidates(db: Database, kind: Kind, range: SQL) {
  const key = sql`${keyPrefix[kind]}::text || ':' || ${projects.id} || ':' || ${dueDay}`;
  return db
    .select({
      id: projects.id,
      ownerId: projects.ownerId,
      title: projects.title,
      status: projects.status,
      dueDate: dueDay,
    })
    .from(projects)
    .where(
      and(
        ne(projects.status, 'completed'),
        isNotNull(projects.dueDate),
        range,
        notExists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(sql`${notifications.id} = ${key}`),
        ),
      ),
    )
    .orderBy(projects.dueDate, projects.id)
    .limit(BATCH);
}

async function remind(db: Database, kind: Kind, range: SQL): Promise<number> {
  let written = 0;
  for (;;) {
    const batch = await candidates(db, kind, range);
    for (const project of batch) {
      const isNew = await notify(db, {
        userId: project.ownerId,
        type: kind,
        ...message(kind, project),
        link: projectPath(progressStep(project.status), project.id),
        key: reminderKey(kind, project.id, project.dueDate),
      });
      if (isNew) written++;
    }
    // Each written (or already written) reminder drops out of the next query, so this ends.
    if (batch.length < BATCH) return written;
  }
}

/**
 * Writes the due-soon and overdue reminders that are due at `now`, each once per project and due date however
 * often and in however many processes this runs. Answers how many it wrote.
 */
export async function deadlineReminders(db: Database, now: Date = new Date()) {
  const today = utcDate(now);
  // Due within 48 hours: the end of the due day lies after now and at most 48 hours ahead, so the due
  // day is today or no later than the UTC date 24 hours from now.
  const lastDueSoonDay = utcDate(new Date(now.getTime() + (DUE_SOON_HOURS - 24) * 3_600_000));
  const firstOverdueDay = utcDate(new Date(now.getTime() - OVERDUE_WINDOW_DAYS * DAY_MS));
  const dueSoon = await remind(
    db,
    'due_soon',
    and(gte(projects.dueDate, today), lte(projects.dueDate, lastDueSoonDay))!,
  );
  const overdue = await remind(
    db,
    'overdue',
    and(gte(projects.dueDate, firstOverdueDay), lt(projects.dueDate, today))!,
  );
  return { dueSoon, overdue };
}
