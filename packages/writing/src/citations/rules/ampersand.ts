import { finding } from '../finding.ts';
import type { StyleRules } from '../styles.ts';
import type { Finding, ParsedCitation, ParsedReference } from '../types.ts';

/*
 * APA joins the last two names with "&" inside parentheses and in the list, and with "and" in running text.
 * MLA, Chicago, Harvard (Cite Them Right) and IEEE write "and"; Vancouver separates every name with a comma.
 */
export function ampersandFindings(
  text: string,
  rules: StyleRules,
  citations: ParsedCitation[],
  refs: ParsedReference[],
  vancouver: boolean,
): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<number>();
  for (const c of citations) {
    if (!c.joiner || seen.has(c.start)) continue;
    seen.add(c.start);
    const want = rules.ampersand === 'apa' && c.parenthetical ? '&' : 'and';
    if (c.joiner === want) continue;
    const where =
      rules.ampersand === 'apa'
        ? c.parenthetical
          ? 'inside parentheses'
          : 'in running text'
        : 'in citations';
    const fixed = want === '&' ? c.text.replace(/\s+and\s+/u, ' & ') : c.text.replace(/\s*&\s*/u, ' and ');
    findings.push(
      finding(text, 'ampersand_usage', 'warning', c, `${rules.label} uses “${want}” ${where}.`, fixed),
    );
  }
  for (const ref of refs) {
    if (!ref.authorSpan || ref.authors.length < 2) continue;
    const block = text.slice(ref.authorSpan.start, ref.authorSpan.end);
    const amp = /&/u.test(block);
    const and = /\sand\s/u.test(block);
    if (rules.ampersand === 'apa' && and && !amp)
      findings.push(
        finding(
          text,
          'ampersand_usage',
          'warning',
          ref.authorSpan,
          'APA joins the last two authors in the list with “&”.',
          block.replace(/,?\s+and\s+/u, ', & '),
        ),
      );
    else if (rules.ampersand === 'never' && amp)
      findings.push(
        finding(
          text,
          'ampersand_usage',
          'warning',
          ref.authorSpan,
          `${rules.label} writes “and”, not “&”, between authors.`,
          block.replace(/\s*&\s*/u, vancouver ? ', ' : ' and '),
        ),
      );
    else if (vancouver && and)
      findings.push(
        finding(
          text,
          'ampersand_usage',
          'warning',
          ref.authorSpan,
          'Vancouver separates all authors with commas, without “and”.',
          block.replace(/,?\s+and\s+/u, ', '),
        ),
      );
  }
  return findings;
}
