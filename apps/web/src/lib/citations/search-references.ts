import type { CslItem, CslName, ReferenceList } from '@penwright/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData } from '../api-client';

/** `GET /v1/references?q=`: the first page of the writer's library matching words of an author, title or year. */
export async function searchReferences(q: string, signal?: AbortSignal): Promise<ReferenceList> {
  return apiData<ReferenceList>('/v1/references', {
    query: {
      q: q.trim() || undefined,
      sort: q.trim() ? 'author' : 'updatedAt',
      order: q.trim() ? 'asc' : 'desc',
    },
    signal,
  });
}

export const searchReferencesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['references', 'search', q.trim()] as const,
    queryFn: ({ signal }) => searchReferences(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

const nameOf = (name: CslName) =>
  name.literal ?? [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');

/** How a reference is shown in a picker: "Hale & Guan", its year and its title. */
export function referenceLabel(csl: CslItem): { authors: string; year: string; title: string } {
  const names = (csl.author?.length ? csl.author : (csl.editor ?? [])).map(nameOf).filter(Boolean);
  const authors =
    names.length > 2
      ? `${names[0]} et al.`
      : names.length === 2
        ? `${names[0]} & ${names[1]}`
        : (names[0] ?? '');
  const part = csl.issued?.['date-parts']?.[0]?.[0];
  const year =
    part !== undefined
      ? String(part)
      : (/\b\d{4}\b/.exec(csl.issued?.raw ?? csl.issued?.literal ?? '')?.[0] ?? '');
  const title = typeof csl.title === 'string' || typeof csl.title === 'number' ? String(csl.title) : '';
  return { authors, year, title: title || 'Untitled reference' };
}
