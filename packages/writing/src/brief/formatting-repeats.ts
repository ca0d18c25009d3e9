import type { FormattingAspect, FormattingRule } from './brief.schema.ts';
import { contentWords } from './content-words.ts';
import { formatsNamed } from './formatting-files.ts';

/*
 * Whether two formatting rules of the same aspect are two rules. Most aspects are said once per brief (a
 * second line spacing restates the first), but some describe one kind of content among many: figures get a
 * numbered caption and, in another sentence, axis labels; examples are numbered and the sections are too; the
 * text follows one convention for glosses and another for spelling. Rules of those aspects are the same rule
 * only when their words mostly agree.
 */

/** Aspects a brief can state several times about different things. */
const MANY = new Set<FormattingAspect>([
  'figures',
  'numbering',
  'writing_form',
  'quotations',
  'notes',
  'units',
  'heading_style',
  'identification',
  'binding',
]);

/** Fonts by name; one a brief names in two places for two parts ("Body text: Georgia 11", "Code: Consolas 9"). */
const FONT_NAME =
  /\b(?:Times New Roman|Arial|Calibri|Helvetica|Garamond|Cambria|Georgia|Verdana|Palatino|Consolas|Courier)\b/gi;

/** Two font rules that name fonts, none of them the same, are rules for two parts of the work. */
function fontsDiffer(a: string, b: string): boolean {
  const names = (t: string) => new Set((t.match(FONT_NAME) ?? []).map((n) => n.toLowerCase()));
  const [x, y] = [names(a), names(b)];
  return x.size > 0 && y.size > 0 && ![...x].some((n) => y.has(n));
}

const UNNUMBERED = /\bno page numbers?\b|\bnot numbered\b/i;

/** Two files of different formats ("the essay as a PDF", "the data as a .csv file") are two rules. */
function formatsDiffer(a: string, b: string): boolean {
  const [x, y] = [formatsNamed(a), formatsNamed(b)];
  return x.size > 0 && y.size > 0 && ![...x].some((n) => y.has(n));
}

/** Share of the shorter rule's content words the other must hold for the two to be one rule. */
const SAME_WORDS = 0.5;

/**
 * True when `rule` is a different rule from `kept` although both have the same aspect; a caller that keeps one
 * line per aspect keeps `rule` as well.
 */
export function distinctFormatting(kept: FormattingRule, rule: FormattingRule): boolean {
  if (kept.aspect === 'font' && rule.aspect === 'font') return fontsDiffer(kept.text, rule.text);
  if (kept.aspect === 'file_format' && rule.aspect === 'file_format')
    return formatsDiffer(kept.text, rule.text);
  // "Page numbers in the footer" and "no page number on the title page": where the numbers go, and where not.
  if (kept.aspect === 'page_numbers' && rule.aspect === 'page_numbers')
    return UNNUMBERED.test(kept.text) !== UNNUMBERED.test(rule.text);
  if (kept.aspect !== rule.aspect || !MANY.has(rule.aspect)) return false;
  const [a, b] = [contentWords(kept.text), contentWords(rule.text)];
  // "Use these headings" and "Headings numbered as in the outline": past the word for the aspect, one says
  // nothing the other does, and they are two rules.
  if (rule.aspect === 'heading_style') {
    const own = (w: Set<string>) => [...w].filter((x) => !/^(?:head|use)/.test(x)).length;
    if ((own(a) === 0) !== (own(b) === 0)) return true;
  }
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return false;
  let shared = 0;
  for (const w of small) if (large.has(w)) shared += 1;
  return shared / small.size < SAME_WORDS;
}
