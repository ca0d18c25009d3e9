/*
 * What a length covers. Briefs say it in a few shapes: "excluding the reference list and appendices",
 * "not counting the bibliography", "footnotes are included in the word count; the bibliography is not",
 * "quotations count towards the total", "appendices do not count towards the word limit". The parts are kept in
 * the brief's words, so the checklist can say "excluding the reference list" and the writer can see why.
 */

export interface LengthScope {
  excludes: string[];
  includes: string[];
}

const LIST_END = String.raw`(?=\s+but\b|\s+from\b|[.;:)]|,\s*(?:but|and the|which|so)\b|$)`;
const EXCLUDING = new RegExp(
  String.raw`\b(?:excluding|excludes|exclusive of|not including|not counting|does not include|do not include|excluded are)\s+([^.;:()]+?)${LIST_END}`,
  'gi',
);
const INCLUDING = new RegExp(
  String.raw`\b(?:including|includes|inclusive of)\s+([^.;:()]+?)${LIST_END}`,
  'gi',
);
const NOT_COUNTED =
  /(?:^|[;:]\s*|\bbut\s+)([^.;:]+?)\s+(?:(?:is|are)\s+(?:not\s+(?:included|counted)|excluded)|(?:is|are)\s+not(?=\s*[.;]|\s*$)|(?:does|do)\s+not(?:\s+count)?)\b/gi;
const COUNTED =
  /(?:^|[;:]\s*)([^.;:]+?)(?<!\bnot)\s+(?:(?:is|are)\s+(?:included|counted)\b|counts?\s+(?:towards|toward|in)\b)/gi;

/** Words that show the sentence is about the length, so "including" is read as scope, not content. */
const ABOUT_LENGTH = /\bwords?\b|\bpages?\b|\bcount(?:ed|s)?\b|\blimit\b|\blength\b|\btotal\b/i;
const NOT_A_PART = /\b(?:words?|pages?|limit|count|length|total|title of the question)\b/i;

function parts(list: string): string[] {
  return list
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/i)
    .map((p) =>
      p
        .trim()
        .replace(/^(?:the|your|any|all|in the)\s+/i, '')
        .replace(/\s+(?:in|from|towards?)\s+the\s+(?:word\s+)?(?:count|limit|total)$/i, '')
        .replace(/^(?:in the )?word count\b.*$/i, ''),
    )
    .filter((p) => p !== '' && p.split(/\s+/).length <= 5 && !NOT_A_PART.test(p));
}

function collect(re: RegExp, text: string, into: string[]): void {
  for (const m of text.matchAll(re)) {
    for (const p of parts(m[1] ?? '')) {
      const part = p.charAt(0).toLowerCase() + p.slice(1);
      if (!into.some((q) => q.toLowerCase() === part.toLowerCase())) into.push(part);
    }
  }
}

/** The parts a length excludes and includes, read from the sentences about it. */
export function lengthScope(sentences: readonly string[]): LengthScope {
  const excludes: string[] = [];
  const includes: string[] = [];
  for (const text of sentences) {
    if (!ABOUT_LENGTH.test(text)) continue;
    collect(EXCLUDING, text, excludes);
    collect(NOT_COUNTED, text, excludes);
    collect(INCLUDING, text, includes);
    collect(COUNTED, text, includes);
  }
  return { excludes, includes: includes.filter((p) => !excludes.includes(p)) };
}
