import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EnglishDialect } from '@penwright/shared';
import { projects } from './projects.ts';
import { users } from './users.ts';

/** A writer's personal dictionary: words the spell checker accepts for them, whatever the case. */
export const dictionaryWords = pgTable(
  'dictionary_words',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.word] }),
    uniqueIndex('dictionary_words_user_lower_word_idx').on(t.userId, sql`lower(${t.word})`),
  ],
);

/**
 * A finding the writer chose to ignore in one project: the same rule on the same words stays quiet there.
 * `key` is a digest of `grammarIgnoreKey(rule, text)`, whose separator (NUL) PostgreSQL text cannot hold.
 */
export const grammarIgnores = pgTable(
  'grammar_ignores',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    text: text('text').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('grammar_ignores_project_key_idx').on(t.projectId, t.key),
    index('grammar_ignores_user_idx').on(t.userId),
  ],
);

/** Writing settings per account; a missing row means the defaults (American English). */
export const writingPreferences = pgTable('writing_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dialect: text('dialect').$type<EnglishDialect>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
