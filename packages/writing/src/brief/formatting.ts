import type { FormattingAspect, FormattingRule } from './brief.schema.ts';
import type { BriefUnit } from './brief-units.ts';
import { ABOUT_FONTS, RULES } from './formatting-aspects.ts';
import { filesAskedFor } from './formatting-files.ts';
import { fontPurpose, fontsOfOtherParts, partLabel } from './formatting-fonts.ts';
import { handingInClause, type AspectRule } from './formatting-instructions.ts';

/*
 * Presentation rules, one checklist line per aspect, each in the brief's own words: the font and its size,
 * line spacing, margins, the file format and name, page numbers, what goes in the header, a template, the
 * word-count statement, alignment, units, numbered equations and headings, printing, binding, the copies to
 * hand in, footnotes, and referencing systems Penwright cannot select (OSCOLA, AGLC, ACS) or a free choice
 * of style that must be used consistently. A sentence can hold several ("single-spaced in 12 pt Arial with
 * 1" margins"); each becomes its own line.
 */

/** A phrase that already names its aspect ("single line spacing", "Number all pages") needs no label. */
const SAYS_ITSELF: Partial<Record<FormattingAspect, RegExp>> = {
  spacing: /\bspac/i,
  margins: /^margins?\b/i,
  page_numbers: /\bnumber/i,
  figures: /\bnumber/i,
  header: /\b(?:header|footer)\b/i,
  word_count_statement: /\bword count\b/i,
  file_name: /\bfile\b/i,
  equations: /\bequations\b/i,
  units: /\bunits\b/i,
  printing: /\bprint/i,
  copies: /\bcop(?:y|ies)\b/i,
  notes: /\bfootnotes?\b/i,
  alignment: /\b(?:justified|aligned)\b/i,
  heading_style: /\bheadings?\b/i,
  template: /\btemplate\b/i,
  reference_order: /\b(?:list|arrange|order|sort|present)\b/i,
  title: /./,
  identification: /./,
  numbering: /./,
  indent: /\bindent/i,
  quotations: /./,
  page_breaks: /./,
  writing_form: /./,
};

/** "References follow the …", "typed": a phrase that starts with its label's word is not labelled again. */
const OWN_LABEL = new Set<FormattingAspect>(['referencing', 'typed']);

/** "Any standard style … consistently", "either MLA or Harvard, but be consistent": a choice, used consistently. */
const STYLE_CHOICE =
  /\b(?:any|either)\b[^.]{0,60}\b(?:style|referencing|citation)|\b(?:APA|MLA|Harvard|Chicago)\s+or\s+(?:APA|MLA|Harvard|Chicago)\b/i;
const CONSISTENT = /\bconsisten(?:t|tly)\b/i;

function phrase(m: RegExpExecArray): string {
  return m[0].replace(/\s+/g, ' ').replace(/^[\s,;:]+|[\s,;:]+$/g, '');
}

/**
 * "12 pt for the text and 10 pt for footnotes", "1.5 spacing in the body and single in tables": a font or a
 * spacing given per part of the document runs on to the other part, which is the same rule.
 */
const PER_PART = /^\s+(?:for|in)\s+(?:the\s+)?[\p{L}\s]{1,30}?\s+and\s+[^.;,]+/u;
const GIVEN_PER_PART = new Set<FormattingAspect>(['font', 'spacing']);

function perPart(aspect: FormattingAspect, text: string, m: RegExpExecArray): string {
  if (!GIVEN_PER_PART.has(aspect)) return '';
  return PER_PART.exec(text.slice(m.index + m[0].length))?.[0].replace(/\s+/g, ' ') ?? '';
}

const PAGE_NUMBER_PLACE =
  /\b(?:put |place |add )?page numbers?\b[^.;]*?\b(?:in|on|at) the (?:header|footer)\b/gi;

function withoutPageNumbers(text: string): string {
  return text.replace(PAGE_NUMBER_PLACE, (s) => ' '.repeat(s.length));
}

/** "Workshop draft, in class (bring three printed copies)": copies for a class session, not of the submission. */
const FOR_CLASS = /\bin class\b|\bto (?:the )?(?:class|workshop|lecture)\b/i;

/** The settings a template comes with, in brackets after it: read with the template, not as rules of their own. */
const TEMPLATE_SETTINGS = /(?<=\btemplate\s*)\([^()]*\)/i;

/** "(adapted in the template on Moodle)": a template mentioned in an aside is not the rule. */
function inBrackets(text: string, at: number): boolean {
  const before = text.slice(0, at);
  return (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length;
}

/**
 * Words another aspect has already read: the size of the footnotes is not the body text's font, and a
 * convention for the references is not also one for the text.
 */
const YIELDS: Partial<Record<FormattingAspect, ReadonlySet<FormattingAspect>>> = {
  font: new Set(['notes']),
  writing_form: new Set(['referencing', 'quotations']),
};
/** "handwrite it on A4 paper or type it": the paper goes with how the work is produced, in one line. */
const SWALLOWED = new Set<FormattingAspect>(['page_size']);

/** Whether the text between two positions stays in one clause (no semicolon or stop between them, "e.g." aside). */
function sameClause(text: string, from: number, to: number): boolean {
  return !/;|(?<!\b(?:e\.g|i\.e))\.\s/i.test(text.slice(from, to));
}

const FONT_RULES = RULES.filter((r) => r.aspect === 'font');

/** A font in a clause: a size, or a named font the clause says is a font. */
function fontOf(clause: string): RegExpExecArray | null {
  for (const rule of FONT_RULES) {
    const m = rule.pattern.exec(clause);
    if (m && (/\d/.test(m[0]) || ABOUT_FONTS.test(clause))) return m;
  }
  return null;
}

/** The formatting rules a unit states, one per aspect. */
export function formattingIn(unit: BriefUnit): FormattingRule[] {
  const out: FormattingRule[] = [];
  // Where the words of the unit's first font end, for the fonts of other parts said after it.
  let fontEnd: number | null = null;
  if (unit.line.boilerplate) return out;
  const { text } = unit;
  const settings = TEMPLATE_SETTINGS.exec(text);
  const spans: { aspect: FormattingAspect; start: number; end: number }[] = [];
  const inSettings = (at: number) =>
    settings !== null && at >= settings.index && at < settings.index + settings[0].length;
  for (const rule of RULES) {
    if (rule.context && !rule.context.test(text)) continue;
    // Page numbers placed in the header or footer are their own aspect; what else the header holds is read
    // from the rest ("page numbers in the footer and your student number in the header").
    const m = rule.pattern.exec(rule.aspect === 'header' ? withoutPageNumbers(text) : text);
    if (m && !told(rule.aspect, m)) read(rule, m);
  }
  /**
   * Words already read for the same aspect are one rule; "typed", "(printed)" and page numbers inside another
   * rule's words ("typed in a clear font of size 12", "A1 portrait poster (printed)") belong to that rule.
   */
  function told(aspect: FormattingAspect, m: RegExpExecArray): boolean {
    const start = m.index;
    const end = start + m[0].length;
    const yields = aspect === 'typed' || /\(printed\b|\bpage numbers?\b/i.test(m[0]);
    const hit = spans.some(
      (s) =>
        (s.aspect === aspect || (yields && !SWALLOWED.has(s.aspect)) || YIELDS[aspect]?.has(s.aspect)) &&
        start < s.end &&
        end > s.start,
    );
    if (!hit) spans.push({ aspect, start, end });
    return hit;
  }
  /**
   * Several files in one unit ("the essay as a PDF and the data as a .csv file"), or a thing handed in as a file
   * with no verb of handing in: a line for each file; false when the unit's format is read as one rule.
   */
  function readFiles(m: RegExpExecArray, named: (at: number, end: number) => boolean): boolean {
    const files = filesAskedFor(text).filter((f) => !named(f.start, f.end));
    // One PDF or Word file is read with how it is handed in; a file of another kind in the words about it.
    const [one] = files;
    if (
      !one ||
      (files.length === 1 && (handingInClause(text, m.index) !== null || /\b(?:pdf|word)\b/i.test(one.text)))
    )
      return false;
    for (const file of files) out.push({ aspect: 'file_format', text: file.text, source: unit.sentence });
    return true;
  }
  function read(rule: AspectRule, m: RegExpExecArray): void {
    // A format in the words that name the file ("a PDF named …"), or in the clause of a name that carries it
    // ("convert it to PDF, then save it as x.pdf"), is read with the name, and one beside the copies to hand in
    // ("a digital copy in PDF and two printed copies") with the copies; "Save it as a PDF; the file name is
    // …" and "as a PDF, using the file name Smith_Essay" give the format as a rule of its own.
    const named = (at: number, end: number) =>
      out.some((o) => o.aspect === 'copies') ||
      spans.some(
        (s) =>
          s.aspect === 'file_name' &&
          ((at < s.end && end > s.start) ||
            (/\.[a-z]{2,4}\b/i.test(text.slice(s.start, s.end)) &&
              sameClause(text, Math.min(at, s.start), Math.max(end, s.end)))),
      );
    if (rule.aspect === 'file_format' && named(m.index, m.index + m[0].length)) return;
    if (rule.aspect === 'file_format' && readFiles(m, (at, end) => named(at, end))) return;
    // "Put a footer on every page with the title and the page number" says what the footer holds, numbers and all.
    if (rule.aspect === 'header' && /page number/i.test(m[0]) && !/^(?:put|add|include|use)\b/i.test(m[0]))
      return;
    if (rule.aspect === 'copies' && FOR_CLASS.test(text)) return;
    if (rule.aspect === 'font' && !/\d/.test(m[0]) && !ABOUT_FONTS.test(text)) return;
    if (rule.aspect !== 'template' && inSettings(m.index)) return;
    if (rule.aspect === 'template' && inBrackets(text, m.index)) return;
    const parts = perPart(rule.aspect, text, m);
    const purpose = rule.aspect === 'font' && parts === '' ? fontPurpose(text, m.index + m[0].length) : '';
    const said = phrase(m) + parts + purpose;
    if (rule.aspect === 'font') fontEnd ??= m.index + m[0].length + parts.length + purpose.length;
    // A listed part's name read apart from what it holds ("Body text: Georgia 11") still says what the font is for.
    const listed = m.index === 0 && unit.part ? partLabel(`${unit.part}: `, unit.part.length + 2) : null;
    const part = rule.aspect === 'font' ? (partLabel(text, m.index) ?? listed) : null;
    const handedIn = rule.aspect === 'file_format' ? handingInClause(text, m.index) : null;
    const line = handedIn
      ? handedIn
      : part
        ? `${part}: ${said}`
        : rule.aspect === 'referencing' && rule.label === 'Referencing'
          ? `Referencing: cite in ${said}${/\bstyle\b|\((?![A-Z]{2,5}\))/.test(said) ? '' : ' style'}${/\bfootnotes\b/i.test(unit.text) ? ', using footnotes' : ''}`
          : SAYS_ITSELF[rule.aspect]?.test(said) ||
              (OWN_LABEL.has(rule.aspect) && said.toLowerCase().startsWith(rule.label.toLowerCase()))
            ? said.charAt(0).toUpperCase() + said.slice(1)
            : `${rule.label}: ${said}`;
    out.push({ aspect: rule.aspect, text: line, source: unit.sentence });
  }
  if (fontEnd !== null) {
    // Words another aspect has read ("; footnotes in 9 point") are that aspect's rule.
    const elsewhere = (clause: string) => {
      const at = text.indexOf(clause, fontEnd ?? 0);
      return spans.some((s) => s.aspect !== 'font' && at < s.end && at + clause.length > s.start);
    };
    for (const clause of fontsOfOtherParts(text, fontEnd, fontOf))
      if (!elsewhere(clause))
        out.push({
          aspect: 'font',
          text: clause.charAt(0).toUpperCase() + clause.slice(1),
          source: unit.sentence,
        });
  }
  const typed = spans.find((s) => s.aspect === 'typed');
  const paper = spans.find(
    (s) => SWALLOWED.has(s.aspect) && typed && s.start >= typed.start && s.end <= typed.end,
  );
  if (paper && out.some((o) => o.aspect === 'typed'))
    out.splice(
      out.findIndex((o) => o.aspect === paper.aspect),
      1,
    );
  if (STYLE_CHOICE.test(text) && CONSISTENT.test(text)) {
    const styles = text.match(/\b(?:APA|MLA|Harvard|Chicago|IEEE|Vancouver)\b/g) ?? [];
    const named = styles.length > 0 ? ` (${[...new Set(styles)].join(', ')})` : '';
    out.push({
      aspect: 'referencing',
      text: `Referencing: use one style consistently${named}`,
      source: unit.sentence,
    });
  }
  return out;
}
