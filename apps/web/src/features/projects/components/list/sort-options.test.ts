import { describe, expect, it } from 'vitest';
import { readPage, readSort, SORT_OPTIONS } from './sort-options';

describe('project list query parameters', () => {
  it('offers every sort field in both directions', () => {
    const pairs = SORT_OPTIONS.map((o) => `${o.sort}-${o.order}`);
    expect(pairs).toEqual(SORT_OPTIONS.map((o) => o.value));
    expect(new Set(pairs).size).toBe(6);
  });

  it('falls back to the most recently updated first', () => {
    expect(readSort(new URLSearchParams('sort=title&order=up'))).toEqual({
      sort: 'updatedAt',
      order: 'desc',
    });
    expect(readSort(new URLSearchParams('sort=dueDate&order=asc'))).toEqual({
      sort: 'dueDate',
      order: 'asc',
    });
  });

  it('reads only whole page numbers from 1', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams('page=2.5'))).toBe(1);
    expect(readPage(new URLSearchParams(''))).toBe(1);
  });
});
