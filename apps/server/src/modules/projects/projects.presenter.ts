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
    academic_level: project.academicLevel,
    target_words: project.targetWords,
    citation_style: project.citationStyle,
    due_date: project.dueDate,
    requirements: project.requirements,
    outline: project.outline,
    post_id: postId,
    word_count: wordCount ?? 0,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
    completed_at: project.completedAt?.toISOString() ?? null,
  };
}

export function presentPost(row: typeof posts.$inferSelect): Post {
  return {
    id: row.id,
    project_id: row.projectId,
    content: row.content,
    word_count: row.wordCount,
    version: row.version,
    citation_format: row.citationFormat,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentRevisionSummary(
  row: Omit<typeof postRevisions.$inferSelect, 'content'>,
): RevisionSummary {
  return {
    id: row.id,
    post_id: row.postId,
    version: row.version,
    word_count: row.wordCount,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentRevision(row: typeof postRevisions.$inferSelect): Revision {
  return { ...presentRevisionSummary(row), content: row.content };
}
