import type { FormattingAspect } from './brief.schema.ts';
import { statesDeadline } from './due-date.ts';

/*
 * Presentation rules written as instructions to the student rather than as settings: where the title and the
 * student's name or number go ("Put your name and class in the top left corner of the first page", "Title it
 * … centred at the top", "Put only your candidate number on the script"), what else is numbered ("Paragraphs
 * shall be numbered consecutively", "number the examples"), and a hanging indent given apart from the order of
 * the reference list. formatting.ts reads them with its own rules.
 */

export interface AspectRule {
  aspect: FormattingAspect;
  label: string;
  pattern: RegExp;
  /** Only in a sentence that also matches this (a PDF mentioned in passing is not a file format rule). */
  context?: RegExp;
}

/** "in the top left corner of the first page", "at the top right of each page", "centred at the top". */
const PLACE = String.raw`\b(?:in|at|on)\s+the\s+(?:top|bottom|upper|lower|head)\b(?:[\s-]+(?:left|right|centre|center)(?:[\s-]hand)?)?(?:\s+(?:corner|margin))?(?:\s+of\s+(?:the|each|every|your)\s+(?:first\s+|title\s+|cover\s+|front\s+)?page)?`;
const WHO = String.raw`(?:your|the\s+(?:student|candidate|author)(?:'s|’s)?)\s+(?:full\s+)?(?:name|student\s+(?:number|ID)|candidate\s+(?:number|code)|registration\s+number|exam(?:ination)?\s+number|ID)`;

export const INSTRUCTION_RULES: AspectRule[] = [
  {
    aspect: 'title',
    label: 'Title',
    pattern: new RegExp(
      String.raw`\btitle\s+(?:it|your\s+\w+)\s+[^.;]{0,60}?\b(?:centred|centered)\b[^.;]*|\b(?:each|every)\s+\w+\s+(?:must|should)\s+have\s+(?:its|a)\s+own\s+title\b|\b(?:the\s+)?title\b[^.;]{0,40}?\b(?:centred|centered)\s+${PLACE}`,
      'i',
    ),
  },
  {
    aspect: 'identification',
    label: 'Name',
    pattern: new RegExp(
      String.raw`\b(?:put|place|write|type|give)\s+(?:only\s+)?${WHO}\b[^.;]{0,80}?(?:${PLACE}|\bon\s+(?:the|your)\s+(?:essay|script|paper|report|work)\b[^.;]*?(?=,?\s+since\b|[.;]|$))`,
      'i',
    ),
  },
  {
    aspect: 'numbering',
    label: 'Numbering',
    pattern:
      /\bnumber (?:all |the |your |each |every )?(?:paragraphs?|examples?|headings|sections?)\b[^.;]*|\b(?:paragraphs|examples)\b[^.;]{0,40}?\b(?:shall be|must be|should be|are) numbered\b[^.;]*|\bnumbered paragraphs\b/i,
  },
  {
    // "with page numbers for every quotation": how quotations are referenced, not how pages are numbered.
    aspect: 'quotations',
    label: 'Quotations',
    pattern:
      /\b(?:with\s+)?page numbers?\s+(?:for|in|with|when)\s+(?:every|each|all|any|direct|your)?\s*(?:quot\w*|citations?)\b[^.;,]*/i,
  },
  {
    aspect: 'indent',
    label: 'Indent',
    // A bare "hanging indent" belongs to the order of the reference list; one with its size is a rule of its own.
    // So is "indented paragraphs" or "indent the first line of each paragraph", with what goes with it.
    pattern:
      /\b(?:with\s+)?an? hanging indent(?:ation)? of \d(?:[^.;]|\.(?=\d))*|\b(?:indented paragraphs|indent the first line of (?:each|every) paragraph)\b[^.;]*/i,
  },
  {
    // "Each chapter begins on a new page", "one poem per page", "start the reflection on a new page".
    aspect: 'page_breaks',
    label: 'Page breaks',
    pattern:
      /\b(?:(?:each|every|the)\s+)?[\p{L}]+\s+(?:begins|starts|must (?:begin|start)|should (?:begin|start))\s+on\s+a\s+new\s+page\b[^.;]*|\b(?:start|begin)\s+(?:each|every|the)\s+[\p{L}]+\s+on\s+a\s+new\s+page\b[^.;]*|\bone\s+[\p{L}]+\s+per\s+page\b[^.;]*/iu,
  },
];

const HANDING_IN = /\b(?:submit(?:ted)?|submission|send|sent|upload(?:ed)?|hand(?:ed)? in|save[ds]?)\b/i;

/**
 * "Submit one Word file through the portal", "The paper is submitted in electronic form (PDF) …": the clause
 * around a file format that says how the work is handed in, which is the rule as the brief states it; null when
 * the clause says nothing about handing in or is the deadline itself.
 */
export function handingInClause(text: string, at: number): string | null {
  // A label or a date before a colon ("Friday 28 May, 18:00: final report uploaded as one PDF") is not the rule.
  const colon = text.lastIndexOf(': ', at);
  // …but a label that says it is the hand-in ("Submission: the portal, one PDF file") is part of it.
  const handInLabel =
    colon >= 0 && /(?:^|[.;]\s*)(?:submission|hand-in|format)\s*$/i.test(text.slice(0, colon));
  const start = Math.max(text.lastIndexOf(';', at), text.lastIndexOf('. ', at), handInLabel ? -1 : colon) + 1;
  const ends = [text.indexOf(';', at), text.indexOf('. ', at)].filter((i) => i >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : text.length;
  const clause = tidy(text.slice(start, end));
  if (!HANDING_IN.test(clause) || statesDeadline(clause)) return null;
  // "The paper is set in 12 pt …, with 1.5 spacing …, and is submitted as a PDF", "single-spaced, a blank line
  // between paragraphs, saved as a PDF": only the last part hands the work in.
  const last = [...text.slice(start, at).matchAll(/,\s+(?:and\s+)?/g)].at(-1);
  const tail = last ? tidy(text.slice(start + last.index + last[0].length, end)) : '';
  const own = HANDING_IN.test(tail) ? tail.replace(/^(?:is|are|must be|should be|will be)\s+/i, '') : clause;
  return own.charAt(0).toUpperCase() + own.slice(1);
}

function tidy(clause: string): string {
  return (
    clause
      .trim()
      // "… by 5pm on 14 March": when the work is due is the deadline's line, not this one's; "sent by e-mail", with no
      // date or time, stays.
      .replace(/\s+(?:by|before|no later than|until)\s.*$/i, (m) =>
        /\d|\b(?:midnight|noon|the (?:deadline|end of))\b/i.test(m) ? '' : m,
      )
      .replace(/[.;,]+$/, '')
  );
}
