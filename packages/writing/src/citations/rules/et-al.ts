import { finding } from '../finding.ts';
import type { StyleRules } from '../styles.ts';
import type { Finding, ParsedCitation, ParsedReference } from '../types.ts';

/*
 * When a style shortens author lists. In the text: APA 7 and MLA 9 write "First et al." for three or more
 * authors, from the first citation; Chicago author-date and Harvard (Cite Them Right) for four or more; IEEE and
 * Vancouver name authors in running text only, with "et al." for three or more. In the list: APA names up to 20
 * authors and never writes "et al." (past 20: nineteen, "…" and the last); MLA writes "First, et al." for three
 * or more; Chicago lists up to ten, past that the first seven and "et al."; Harvard may give the first and
 * "et al." from four; IEEE lists six, then the first and "et al."; Vancouver lists six, then "et al.".
 */
/** Names as a citation writes them: "Lee and Kim", "Lee, Kim, and Park" (serial comma in APA and Chicago). */
function joinNames(names: readonly string[], rules: StyleRules, parenthetical: boolean): string {
  const and = rules.ampersand === 'apa' && parenthetical ? '&' : 'and';
  if (names.length <= 2) return names.join(` ${and} `);
  const serial = rules.ampersand === 'apa' || rules.label.startsWith('Chicago') ? ',' : '';
  return `${names.slice(0, -1).join(', ')}${serial} ${and} ${names[names.length - 1]}`;
}

export function etAlFindings(
  text: string,
  rules: StyleRules,
  citations: ParsedCitation[],
  byIndex: Map<number, ParsedReference>,
): Finding[] {
  const findings: Finding[] = [];
  for (const c of citations) {
    const ref = c.reference === null ? undefined : byIndex.get(c.reference);
    if (!ref || ref.authors.length === 0 || (rules.system === 'numeric' && c.authors.length === 0)) continue;
    // "Smith argues … (23)" is read from one name; the sentence may name the others.
    if (c.partialNames) continue;
    // An entry with "et al." hides how many authors there are: a citation that names several without it
    // says how many it takes there to be; else there are at least as many as the style shortens.
    const named = !c.etAl && c.authors.length > 1 ? c.authors.length : rules.etAlInText;
    const count = ref.etAl ? Math.max(ref.authors.length, named) : ref.authors.length;
    const first = ref.authors[0]!;
    if (c.etAl && count < rules.etAlInText) {
      const names = joinNames(ref.authors, rules, c.parenthetical);
      findings.push(
        finding(
          text,
          'et_al_usage',
          'warning',
          c,
          `${rules.label} uses “et al.” only for ${rules.etAlInText} or more authors; this work has ${count}: name them all.`,
          names,
        ),
      );
    } else if (!c.etAl && count >= rules.etAlInText && c.authors.length > 1) {
      findings.push(
        finding(
          text,
          'et_al_usage',
          'warning',
          c,
          `${rules.label} shortens ${count} authors to “${first} et al.”.`,
          `${first} et al.`,
        ),
      );
    } else if (!c.etAl && c.authors.length === 1 && count === 2 && rules.system !== 'numeric') {
      findings.push(
        finding(
          text,
          'et_al_usage',
          'warning',
          c,
          `This work has two authors; ${rules.label} names both in every citation.`,
          joinNames(ref.authors, rules, c.parenthetical),
        ),
      );
    }
  }
  return findings;
}

export function listEtAlFindings(
  text: string,
  rules: StyleRules,
  refs: ParsedReference[],
  citations: ParsedCitation[],
): Finding[] {
  const findings: Finding[] = [];
  const list = rules.listEtAl;
  // The most names a citation gives each entry in full (no "et al."), read whole.
  const namedInText = new Map<number, number>();
  for (const c of citations)
    if (c.reference !== null && !c.etAl && !c.partialNames)
      namedInText.set(c.reference, Math.max(namedInText.get(c.reference) ?? 0, c.authors.length));
  for (const ref of refs) {
    // "———." repeats the entry before, which answers for the names.
    if (ref.sameAuthors) continue;
    const span = ref.authorSpan ?? ref;
    const warn = (message: string) => findings.push(finding(text, 'et_al_usage', 'warning', span, message));
    if (!list) {
      // APA's own way past twenty authors: nineteen names, an ellipsis and the last.
      if (ref.etAl && !(ref.ellipsis && ref.authors.length >= 20))
        warn(
          `${rules.label} names every author in the list (up to 20, then “…” and the last); “et al.” does not belong here.`,
        );
    } else if (ref.etAl && !ref.ellipsis && ref.authors.length < list.keep) {
      warn(
        `${rules.label} gives the first ${list.keep} authors before “et al.”, and only past ${list.after}; name them here.`,
      );
    } else if (ref.etAl && !ref.ellipsis && (namedInText.get(ref.index) ?? 0) > 1) {
      // The text names every author, and there are too few of them for the list to shorten.
      const count = namedInText.get(ref.index)!;
      if (count <= list.after)
        warn(
          `The text names all ${count} authors of this work; ${rules.label} shortens the list only past ${list.after}, so name them here too.`,
        );
    } else if (!ref.etAl && !list.optional && ref.authors.length > list.after) {
      const first = list.keep === 1 ? 'author' : `${list.keep}`;
      warn(`${rules.label} lists at most ${list.after} authors: give the first ${first} and then “et al.”.`);
    }
  }
  return findings;
}
