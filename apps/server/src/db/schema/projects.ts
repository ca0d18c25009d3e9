import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  AcademicLevel,
  CitationStyle,
  OutlineSection,
  ProjectStatus,
  ProjectType,
  Requirement,
  RevisionReason,
} from '@penwright/shared';
import { users } from './users.ts';

/** A writing project. Lists are always one owner's, filtered by status and sorted by a date. */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').$type<ProjectType>().notNull(),
    status: text('status').$type<ProjectStatus>().notNull().default('pending'),
    brief: text('brief').notNull().default(''),
    academicLevel: text('academic_level').$type<AcademicLevel>().notNull(),
    targetWords: integer('target_words'),
    citationStyle: text('citation_style').$type<CitationStyle>().notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    requirements: jsonb('requirements').$type<Requirement[]>().notNull().default([]),
    outline: jsonb('outline').$type<OutlineSection[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('projects_owner_status_updated_idx').on(t.ownerId, t.status, t.updatedAt),
    index('projects_owner_updated_idx').on(t.ownerId, t.updatedAt),
    index('projects_owner_created_idx').on(t.ownerId, t.createdAt),
    index('projects_owner_due_idx').on(t.ownerId, t.dueDate),
  ],
);

/** A project's draft document; `version` is the optimistic-concurrency counter, raised by every save. */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    version: integer('version').notNull().default(0),
    citationFormat: text('citation_format').$type<CitationStyle>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posts_project_idx').on(t.projectId, t.createdAt)],
);

/** Every saved version of a post, so nothing a writer saved is ever lost. */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    wordCount: integer('word_count').notNull(),
    reason: text('reason').$type<RevisionReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('post_revisions_post_version_idx').on(t.postId, t.version)],
);
