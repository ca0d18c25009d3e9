import { eq } from 'drizzle-orm';
import { formatDate, PROJECT_TYPE_LABELS, type ExportFormat, type Project } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { runInWorker } from '../../workers/pool.ts';
import { getProject } from './projects.service.ts';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  md: 'text/markdown; charset=utf-8',
};

/** A file name any system accepts: the title in lower-case ASCII words joined by hyphens. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'draft';
}

/** A due date is a calendar day, so it is shown as that day whatever the server's time zone. */
const calendarDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/** The line under the title: "Essay · 1,234 words · Created Nov 2, 2026 · Last updated … · Due …". */
export function detailsLine(project: Project): string {
  const words = `${project.wordCount.toLocaleString('en-US')} ${project.wordCount === 1 ? 'word' : 'words'}`;
  return [
    PROJECT_TYPE_LABELS[project.type],
    words,
    `Created ${formatDate(project.createdAt)}`,
    `Last updated ${formatDate(project.updatedAt)}`,
    ...(project.dueDate ? [`Due ${calendarDay(project.dueDate)}`] : []),
  ].join(' · ');
}

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

/** The project's current draft as a file; the layout work happens on a worker thread. */
export async function exportProject(
  db: Database,
  ownerId: string,
  projectId: string,
  format: ExportFormat,
): Promise<ExportedFile> {
  const project = await getProject(db, ownerId, projectId);
  const [post] = project.postId
    ? await db.select({ content: posts.content }).from(posts).where(eq(posts.id, project.postId))
    : [];
  const bytes = await runInWorker('export', {
    format,
    title: project.title,
    subtitle: detailsLine(project),
    html: post?.content ?? '',
  }).catch((err: unknown) => {
    // The worker pool leaves it to the caller to say whose fault running out of memory was: here, the draft's.
    if ((err as { code?: unknown }).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw err;
    throw new HttpError(
      413,
      'projects/export-too-large',
      `This draft is too large to lay out as ${format.toUpperCase()}. Export it in another format, or split it.`,
    );
  });
  return {
    body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    contentType: EXPORT_CONTENT_TYPES[format],
    filename: `${fileSlug(project.title)}.${format}`,
  };
}
