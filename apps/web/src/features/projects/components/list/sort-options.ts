import { PROJECT_SORT_FIELDS, type ListProjectsQuery } from '@penwright/shared';

type Sort = Pick<ListProjectsQuery, 'sort' | 'order'>;

/** Each sort field in both directions, named the way a writer thinks of it. */
export const SORT_OPTIONS: ReadonlyArray<Sort & { value: string; label: string }> = [
  { value: 'updatedAt-desc', sort: 'updatedAt', order: 'desc', label: 'Recently updated' },
  { value: 'updatedAt-asc', sort: 'updatedAt', order: 'asc', label: 'Least recently updated' },
  { value: 'createdAt-desc', sort: 'createdAt', order: 'desc', label: 'Newest first' },
  { value: 'createdAt-asc', sort: 'createdAt', order: 'asc', label: 'Oldest first' },
  { value: 'dueDate-asc', sort: 'dueDate', order: 'asc', label: 'Due soonest' },
  { value: 'dueDate-desc', sort: 'dueDate', order: 'desc', label: 'Due latest' },
];

/** Reads `?sort=&order=` leniently: anything unknown falls back to the API's default. */
export function readSort(params: URLSearchParams): Sort {
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    sort: (PROJECT_SORT_FIELDS as readonly string[]).includes(sort ?? '')
      ? (sort as Sort['sort'])
      : 'updatedAt',
    order: order === 'asc' ? 'asc' : 'desc',
  };
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
