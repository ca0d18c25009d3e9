import type { Reference } from '@penwright/shared';
import type { references } from '../../db/schema/index.ts';

export type ReferenceRow = typeof references.$inferSelect;

export function presentReference(row: ReferenceRow): Reference {
  return {
    id: row.id,
    csl: row.csl,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
