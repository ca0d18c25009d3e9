import type { Post, Project, Revision, RevisionSummary } from '@penwright/shared';
import type { postRevisions, posts, projects } from '../../db/schema/index.ts';

export interface ProjectRow {
  project: typeof projects.$inferSelect;
  postId: string | null;
  wordCount: number | null;
}

export function presentProject({ project, postId, wordCount }: ProjectRow): Project {
  return {
    id: project.id,
    title: project.title,
    type: project.type,
    status: project.status,
    brief: project.brief,
    academicLevel: project.academicLevel,
    targetWords: project.targetWords,
    citationStyle: project.citationStyle,
    dueDate: project.dueDate,
    requirements: project.requirements,
    outline: project.outline,
    postId: postId,
    wordCount: wordCount ?? 0,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    completedAt: project.completedAt?.toISOString() ?? null,
  };
}

export function presentPost(row: typeof posts.$inferSelect): Post {
  return {
    id: row.id,
    projectId: row.projectId,
    content: row.content,
    wordCount: row.wordCount,
    version: row.version,
    citationFormat: row.citationFormat,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentRevisionSummary(
  row: Omit<typeof postRevisions.$inferSelect, 'content'>,
): RevisionSummary {
  return {
    id: row.id,
    postId: row.postId,
    version: row.version,
    wordCount: row.wordCount,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentRevision(row: typeof postRevisions.$inferSelect): Revision {
  return { ...presentRevisionSummary(row), content: row.content };
}
