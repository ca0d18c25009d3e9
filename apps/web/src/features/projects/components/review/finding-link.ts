/** The draft step's search parameter that selects a finding's words: `?at=START-END&q=EXCERPT`. */
export const AT_PARAM = 'at';
export const EXCERPT_PARAM = 'q';

export function findingSearch({ start, end, excerpt }: { start: number; end: number; excerpt: string }) {
  const params = new URLSearchParams({
    [AT_PARAM]: `${start}-${end}`,
    [EXCERPT_PARAM]: excerpt.slice(0, 200),
  });
  return `?${params.toString()}`;
}

/** The offsets and words a search string names, or null when it names none. */
export function parseFindingSearch(params: URLSearchParams) {
  const m = /^(\d{1,9})-(\d{1,9})$/.exec(params.get(AT_PARAM) ?? '');
  if (!m) return null;
  const start = Number(m[1]);
  const end = Number(m[2]);
  return end > start ? { start, end, excerpt: params.get(EXCERPT_PARAM) ?? '' } : null;
}
