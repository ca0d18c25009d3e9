import { projectPath, type ReviewReport } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { notify } from './notify.ts';

type Writer = Pick<Database, 'insert'>;

const READINESS_TEXT: Record<ReviewReport['readiness'], string> = {
  ready: 'Nothing blocks it: it is ready to hand in.',
  almost: 'It is almost ready',
  not_ready: 'It is not ready yet',
};

function reviewBody(report: ReviewReport): string {
  const n = report.blockers.length;
  if (report.readiness === 'ready' || n === 0) return READINESS_TEXT.ready;
  return `${READINESS_TEXT[report.readiness]}: ${n} ${n === 1 ? 'thing' : 'things'} to fix before you hand it in.`;
}

/**
 * Tells the writer the review of one draft version is ready. The id is derived from the project and the
 * version, so two requests computing the same report at once, or a restart that empties the report cache,
 * still leave a single notification.
 */
export async function notifyReviewReady(
  db: Writer,
  userId: string,
  project: { id: string; title: string },
  version: number,
  report: ReviewReport,
) {
  await notify(db, {
    userId,
    type: 'review_ready',
    title: `The review of “${project.title}” is ready`,
    body: reviewBody(report),
    link: projectPath(4, project.id),
    key: `review-${project.id}-${version}`,
  });
}

/**
 * Written in the transaction that completes the project, so a failed completion leaves no notification. It has
 * no key: completing again after reopening is news again.
 */
export async function notifyProjectCompleted(
  db: Writer,
  userId: string,
  project: { id: string; title: string },
) {
  await notify(db, {
    userId,
    type: 'project_completed',
    title: `“${project.title}” is completed`,
    body: 'Its final text is ready to export as DOCX, PDF or Markdown.',
    link: projectPath(5, project.id),
  });
}
