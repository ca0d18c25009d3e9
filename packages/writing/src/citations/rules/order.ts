import { describeReference, finding } from '../finding.ts';
import { nameKey } from '../names.ts';
import type { StyleRules } from '../styles.ts';
import type { Finding, ParsedCitation, ParsedReference } from '../types.ts';

/** Positions (into `keys`) of one longest non-decreasing run, found in O(n log n). */
export function longestOrderedRun<T>(keys: T[], compare: (a: T, b: T) => number): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(keys.length).fill(-1);
  keys.forEach((key, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(keys[tails[mid]!]!, key) <= 0) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  for (let i = tails[tails.length - 1] ?? -1; i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}

const sortKey = (ref: ParsedReference) => nameKey(ref.authors[0] ?? ref.title ?? ref.text);

const PARTICLE = /^(?:van der|van den|van de|van|von|de la|de|der|den|du|da|di|la|le|del|dos|ten|ter)\s+/u;

/**
 * "van Vuuren", "de Vries": styles file a name with a particle under the particle, word by word (APA, as
 * citeproc sorts: "de Vries" before "Delgado"), or under the name after it (Cite Them Right: "Vries"). The
 * list is read with the filing that leaves the most entries in order.
 */
function sortKeys(refs: ParsedReference[]): string[] {
  const plain = refs.map(sortKey);
  const spaced = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, '');
  const filings = [(name: string) => spaced(name), (name: string) => nameKey(name.replace(PARTICLE, ''))];
  let best = plain;
  let kept = longestOrderedRun(plain, (a, b) => a.localeCompare(b)).size;
  if (!refs.some((r) => PARTICLE.test(r.authors[0] ?? ''))) return plain;
  for (const filing of filings) {
    const keys = refs.map((r, i) => (PARTICLE.test(r.authors[0] ?? '') ? filing(r.authors[0]!) : plain[i]!));
    const size = longestOrderedRun(keys, (a, b) => a.localeCompare(b)).size;
    if (size > kept) [best, kept] = [keys, size];
  }
  return best;
}

/**
 * Author-date and MLA lists run alphabetically by first author. Only entries outside the longest run already
 * in order are reported, so one misplaced entry gives one finding rather than a cascade. Numeric lists are
 * left to `numberingFindings` and `firstCitationFindings`: there the order of the list is its numbers, and a
 * work cited out of turn is a numbering defect, reported once, where it is cited.
 */
export function orderFindings(text: string, rules: StyleRules, refs: ParsedReference[]): Finding[] {
  if (rules.system === 'numeric') return [];
  const keys = sortKeys(refs);
  const kept = longestOrderedRun(keys, (a, b) => a.localeCompare(b));
  return refs
    .filter((_, i) => !kept.has(i))
    .map((ref) => {
      const key = keys[refs.indexOf(ref)]!;
      const after = refs.filter((_, i) => kept.has(i) && keys[i]!.localeCompare(key) <= 0).pop();
      const where = after ? `after ${describeReference(after)}` : 'at the top of the list';
      return finding(
        text,
        'reference_order',
        'warning',
        ref,
        `The list is alphabetical by first author: ${describeReference(ref)} belongs ${where}.`,
      );
    });
}

/** The first citation of each number that has an entry, in the order of the text. */
function firstCitations(citations: ParsedCitation[]): ParsedCitation[] {
  const seen = new Set<number>();
  return citations.filter((c) => {
    if (c.number === null || c.reference === null || seen.has(c.number)) return false;
    seen.add(c.number);
    return true;
  });
}

/**
 * Numeric styles number works in the order they are first cited, so the first citations must read 1, 2, 3, …
 * Only first citations outside the longest rising run are reported: in "[1], [2], [4], [3]" that is the [4],
 * the first citation out of turn, and its swapped partner is not reported a second time.
 */
export function firstCitationFindings(
  text: string,
  rules: StyleRules,
  citations: ParsedCitation[],
): Finding[] {
  if (rules.system !== 'numeric') return [];
  const firsts = firstCitations(citations);
  const kept = longestOrderedRun(
    firsts.map((c) => c.number!),
    (a, b) => a - b,
  );
  // Numbers are written the way this text writes them: "[4]" or "(4)".
  const mark = (k: number) => (firsts[0]?.text.startsWith('(') ? `(${k})` : `[${k}]`);
  return firsts.flatMap((c, i) => {
    if (kept.has(i)) return [];
    const earlier = new Set(firsts.slice(0, i).map((e) => e.number!));
    let skipped = 1;
    while (earlier.has(skipped)) skipped += 1;
    const before = Math.max(0, ...earlier);
    const why =
      skipped < c.number!
        ? `This first citation of ${mark(c.number!)} comes before any citation of ${mark(skipped)}`
        : `${mark(c.number!)} is first cited here, after ${mark(before)}`;
    return [
      finding(
        text,
        'numbering',
        'error',
        c,
        `${why}; ${rules.label} numbers works in the order they are first cited, so this work would be number ${i + 1}.`,
        mark(i + 1),
      ),
    ];
  });
}

/** Numbers in a numeric list: no gaps, no repeats, rising by one, and on every entry once one has them. */
export function numberingFindings(text: string, rules: StyleRules, refs: ParsedReference[]): Finding[] {
  if (rules.system !== 'numeric' || !refs.some((r) => r.label !== null)) return [];
  const findings: Finding[] = [];
  let previous = 0;
  for (const [i, ref] of refs.entries()) {
    if (ref.label === null) {
      findings.push(
        finding(
          text,
          'numbering',
          'error',
          ref,
          `This entry has no number; the one before it is ${previous}.`,
          `[${previous + 1}]`,
        ),
      );
      previous += 1;
      continue;
    }
    if (ref.label === previous)
      findings.push(
        finding(text, 'numbering', 'error', ref, `Number ${ref.label} is used twice.`, `[${previous + 1}]`),
      );
    else if (ref.label < previous)
      findings.push(
        finding(
          text,
          'numbering',
          'error',
          ref,
          `Number ${ref.label} comes after ${previous}.`,
          `[${previous + 1}]`,
        ),
      );
    else if (ref.label > previous + 1) {
      const gap = ref.label === previous + 2 ? `${previous + 1} is` : `${previous + 1}–${ref.label - 1} are`;
      findings.push(
        finding(
          text,
          'numbering',
          'error',
          ref,
          `The numbers jump from ${previous} to ${ref.label}: ${gap} missing.`,
          `[${previous + 1}]`,
        ),
      );
    }
    // A repeated or backward number stands in for the next one, so the entries after it are not reported
    // too, unless the next entry carries that number: then this one is out of place ("7, 9, 8, 10") or extra.
    const next = refs[i + 1]?.label;
    if (ref.label > previous) previous = ref.label;
    else if (next !== previous + 1) previous += 1;
  }
  return findings;
}
