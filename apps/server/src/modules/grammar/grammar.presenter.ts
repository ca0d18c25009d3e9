import type { GrammarIgnore } from '@penwright/shared';
import type { grammarIgnores } from '../../db/schema/index.ts';

export function presentIgnore(row: typeof grammarIgnores.$inferSelect): GrammarIgnore {
  return {
    id: row.id,
    documentId: row.projectId,
    rule: row.rule,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}
