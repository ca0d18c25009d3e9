import type { CitationStyle, ListReferencesQuery } from '@penwright/shared';

/** Every reference query lives under one root, so a change to the library refreshes all of them. */
export const referenceKeys = {
  all: ['references'] as const,
  list: (params: Partial<ListReferencesQuery>) => ['references', 'list', params] as const,
  tags: () => ['references', 'tags'] as const,
  duplicates: () => ['references', 'duplicates'] as const,
  formatted: (style: CitationStyle, ids: readonly string[]) =>
    ['references', 'formatted', style, ids] as const,
};
