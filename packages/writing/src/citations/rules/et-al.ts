import { finding } from '../finding.ts';
import type { StyleRules } from '../styles.ts';
import type { Finding, ParsedCitation, ParsedReference } from '../types.ts';

/*
 * When a style shortens author lists. In the text: APA 7 and MLA 9 write "First et al." for three or more
 * authors, from the first citation; Chicago author-date and Harvard (Cite Them Right) for four or more; IEEE and
 * Vancouver name authors in running text only, with "et al." for three or more. In the list: APA names up to 20
 * authors and never writes "et al."; MLA writes "First, et al." for three or more; Chicago lists up to ten;
 * IEEE and Vancouver list six, then "et al.".
 */
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
    const count = ref.etAl ? Math.max(ref.authors.length, rules.etAlInText) : ref.authors.length;
    const first = ref.authors[0]!;
    if (c.etAl && count < rules.etAlInText) {
      const names = ref.authors.join(rules.ampersand === 'apa' && c.parenthetical ? ' & ' : ' and ');
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
          ref.authors.join(rules.ampersand === 'apa' && c.parenthetical ? ' & ' : ' and '),
        ),
      );
    }
  }
  return findings;
}

export function listEtAlFindings(text: string, rules: StyleRules, refs: ParsedReference[]): Finding[] {
  const findings: Finding[] = [];
  for (const ref of refs) {
    const span = ref.authorSpan ?? ref;
    if (ref.etAl && rules.etAlInListAfter === null) {
      findings.push(
        finding(
          text,
          'et_al_usage',
          'warning',
          span,
          `${rules.label} names every author in the list (APA: up to 20, then “…” and the last); “et al.” does not belong here.`,
        ),
      );
    } else if (rules.etAlInListAfter !== null && !ref.etAl && ref.authors.length > rules.etAlInListAfter) {
      const keep = rules.system === 'author-page' ? 1 : rules.label === 'Chicago' ? 7 : rules.etAlInListAfter;
      findings.push(
        finding(
          text,
          'et_al_usage',
          'warning',
          span,
          `${rules.label} lists at most ${rules.etAlInListAfter} authors: give the first ${keep === 1 ? 'author' : `${keep}`} and then “et al.”.`,
        ),
      );
    }
  }
  return findings;
}
