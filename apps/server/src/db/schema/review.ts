import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/**
 * A review finding the writer dismissed in one project, with why. `finding_id` is the report's id for it
 * (section, kind, words, occurrence), so it stays dismissed while those words stay; deleted with the project.
 */
export const reviewDismissals = pgTable(
  'review_dismissals',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    findingId: text('finding_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_dismissals_project_finding_idx').on(t.projectId, t.findingId)],
);
