import { CHOICE_LEAD_IN } from './instructions.ts';

/*
 * Which lines of a pasted brief are headings, and which headings stand over a marking scheme or over boilerplate
 * (integrity rules, support, a closing checklist) rather than over what the work must contain.
 */

/**
 * Headings of a marking scheme: "Marking criteria", "GRADING (150 points)", "How your project will be marked",
 * and a student's "How is it graded?".
 */
export const MARKING_HEADING =
  /marking|assessment criteria|rubric|grading|evaluation (?:scheme|criteria)|mark scheme|criteri|weighting|marks? (?:distribution|allocation|breakdown)|(?:distribution|allocation|breakdown) of marks|^scoring\b|^assessment\b|^evaluation$|^(?:marks|points)(?:\s*\(|$)|\b(?:will be|is|are|(?:is|are|will) (?:it|this|they|the \w+|my \w+)(?: be)?) (?:marked|graded|assessed|evaluated)\b/;
/** Headings over text that grades, governs or supports the work rather than asking for it. */
export const BOILERPLATE_HEADING =
  /marking|assessment criteria|rubric|grading|^scoring\b|^(?:marks|points)(?:\s*\(|$)|^evaluation$|\b(?:will be|is|are|(?:is|are|will) (?:it|this|they|the \w+|my \w+)(?: be)?) (?:marked|graded|assessed|evaluated)\b|marks? (?:distribution|allocation|breakdown)|(?:distribution|allocation|breakdown) of marks|evaluation (?:scheme|criteria)|mark scheme|grade descriptor|learning outcome|academic (?:integrity|misconduct)|plagiarism|late (?:submission|work)|extenuating|mitigating|support|contact|faq|feedback|generative ai|use of ai|^(?:final |submission |self-)?check ?list\b.*\b(?:tick|before you (?:submit|hand in))\b|^before you (?:submit|hand in)\b/;
/**
 * Headings over the rules on generative AI and academic integrity ("Use of AI", "Academic honesty"): boilerplate
 * for tasks and sections, but a ban stated under them is still a ban on the work.
 */
export const RULES_HEADING =
  /academic (?:integrity|misconduct|honesty)|\bintegrity$|plagiarism|generative ai|use of ai|\bai\b|artificial intelligence/;
/**
 * "Checklist - tick each before you submit": a closing list of tick boxes that repeats what the brief asks.
 * "Checklist - your essay must:" states the requirements themselves and is read like any other list.
 */
const CHECKLIST_HEADING =
  /^(?:final |submission |self-)?check ?list\b.*\b(?:tick|before you (?:submit|hand in))\b|^before you (?:submit|hand in)\b/i;

/**
 * Headings are short lines without closing punctuation: sentence case ("Marking criteria") up to six words, or
 * Title Case up to ten, which also covers cover-sheet titles such as "Chapter 3: Methodology and Sources".
 */
export function isHeading(raw: string, text: string): boolean {
  if (/^#{1,6}\s/.test(raw)) return true;
  const bare = text.replace(/:$/, '');
  // "Choose ONE of these options:" leads into the options under it; it heads nothing.
  if (CHOICE_LEAD_IN.test(bare)) return false;
  // "Scoring (100 points)" heads a marking scheme; "Critical analysis 30%" and "Analysis – 14" are its rows.
  const total = /^(.*?)\s*\(\s*\d+\s*(%|marks?|points?|pts)\s*\)$/i.exec(bare);
  const named = total?.[1]?.toLowerCase() ?? '';
  // A total in marks or points heads the rows that share it; "Weighting (35%)" is the assignment's own weight.
  if (total && (BOILERPLATE_HEADING.test(named) || (total[2] !== '%' && MARKING_HEADING.test(named))))
    return true;
  // "Grading rubric (100 points, converted to 15%)", "Marks (40 in all)": a marking heading with a note.
  const note = /^([^()]{3,40}?)\s*\(([^()]+)\)$/.exec(bare);
  const noted = note?.[1]?.toLowerCase() ?? '';
  if (noted.split(/\s+/).length <= 4 && (BOILERPLATE_HEADING.test(noted) || /^(?:marks|points)$/.test(noted)))
    return true;
  // "Rule 7 - Marking of the report (out of 100)": a longer name still heads a scheme when its note is a total.
  if (/^out of \d+$/i.test(note?.[2] ?? '') && noted.split(/\s+/).length <= 8 && MARKING_HEADING.test(noted))
    return true;
  if (CHECKLIST_HEADING.test(bare) && !/[.!?;,]$/.test(bare) && bare.split(/\s+/).length <= 10) return true;
  if (/\d\s*(?:%|marks?|points?|pts|p)\s*\)?$|\s[-–—:]\s*\d{1,3}(?:\.\d)?$/i.test(bare)) return false;
  const tokens = bare.split(/\s+/);
  // "Summary / Method / Results" lists parts on one line; a heading names one thing. "Font ...... Arial 11" is a
  // row of a table with dot leaders.
  if ((bare.match(/\s\/\s/g) ?? []).length >= 2 || /\S\s*[.…·_]{3,}\s*\S/.test(raw)) return false;
  // "Area | Score | Descriptor": the header row of a table stays under the heading above the table.
  if ((bare.match(/\s\|\s/g) ?? []).length >= 2) return false;
  if (tokens.length > 10 || /[.!?;,]["'”’)]*$/.test(bare) || !/^[\p{Lu}\d"“]/u.test(bare)) return false;
  if (text.endsWith(':')) return tokens.length <= 6;
  const letters = bare.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase())
    return true;
  const long = tokens.filter((t) => t.replace(/[^\p{L}]/gu, '').length >= 4);
  const titleCase = long.length > 0 && long.every((t) => /^\p{Lu}/u.test(t.replace(/^[^\p{L}]+/u, '')));
  return titleCase || (tokens.length <= 6 && !bare.includes(': ') && bare.length <= 60);
}
