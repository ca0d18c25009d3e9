import { splitSentences } from '../text/sentences.ts';
import { endsNumberedList, isBareItem, isListLeadIn, lineMarker } from './list-items.ts';
import { sectionName } from './section-names.ts';
import { BOILERPLATE_HEADING, isHeading, MARKING_HEADING } from './brief-headings.ts';

/*
 * A pasted brief is half prose, half layout: headings, bullet lists, "Label: value" lines, and lines hard-wrapped
 * by the PDF it was copied from. The rules below recover that layout once, so every extractor can ask "is this a
 * bullet, under which heading, after which lead-in line" instead of re-parsing raw text.
 */

export interface BriefLine {
  /** Text with any bullet marker removed and whitespace collapsed. */
  text: string;
  bullet: boolean;
  heading: boolean;
  /** The nearest heading above, lower-cased; '' before the first heading. */
  section: string;
  /** For bullets: the line introducing the list ("Your report must include:"), else null. */
  leadIn: string | null;
  /** Marking criteria, learning outcomes and similar: their verbs and terms are about grading, not the task. */
  boilerplate: boolean;
  /**
   * The line is a tick box ("[ ] …", "☐ …"): a check the writer makes before handing in, read with the closing
   * checklists (aside-reading.ts) rather than with the body.
   */
  box?: boolean;
  /**
   * Each unit of the line is something the work must meet, whatever its wording: a tick box ("you have linked
   * …") or what a listed part must hold ("Introduction: the aims of the study").
   */
  binding?: boolean;
  /** The line answers a student's question ("A: …") in a brief set out as questions and answers. */
  answer?: boolean;
  /**
   * The number or letter the line was numbered with ("1", "2.1", "A", "iii"), kept apart from `text`: a run of
   * parts numbered 1, 2, 3 or A, B, C tells the work's structure by its layout.
   */
  marker?: string;
}

export interface BriefSentence {
  text: string;
  line: BriefLine;
}

// Markers include checkboxes ("[ ]", "☐", and "[ ] *" with the star of a required point), as teachers'
// checklists have them, decimal numbers of a numbered document ("2.1 Calculate …") and capital letters of
// appendix lists ("B. The lesson plans"), and the numbered points of a lettered part ("A.1 whether …").
const BULLET =
  /^(?:[-–—•*·▪●○◦‣⁃►✓☐□❑]|\[[ xX✓]?\](?:\s+\*(?=\s))?|\(?\d{1,2}[.)]|\d{1,2}\.\d{1,2}(?:\.\d{1,2})?\.?(?=\s+[A-Z])|[A-H]\.\d{1,2}\.?(?=\s)|[A-H]\.(?=\s+[A-Z])|\(?[a-z][.)]|[A-Z]\)|\(?[ivxIVX]{1,4}[.)])\s+/;
const TICK_BOX = /^(?:[☐□❑]|\[[ xX✓]?\])/;
/** "3. GENERAL INSTRUCTIONS", "B. Presentation board": the number or letter of a part, not of a list item. */
const SECTION_NUMBER = /^(?:\d{1,2}[.)]|[A-H]\.|§\s?\d{1,2})\s+/;
function startsWithSectionName(text: string): boolean {
  return sectionName(text)?.pattern.exec(text)?.index === 0;
}

/** Lines at least this long that stop without punctuation were wrapped, not ended. */
const WRAPPED_LINE = 70;
// A semicolon or comma at the end of a line continues a list on the next ("Background; Policy Options;").
const TERMINAL = /[.!?:]["'”’)]*$/;
/** A row of a pasted table or marking scheme ends where the line ends, and so does "Step 3 (worth 5 marks)". */
// A long dot leader before any value ("Draft due ........ Friday 4 June") makes a row too.
const TABLE_ROW =
  /\s\|\s|^\||\d\s*%\s*\)?$|\d\s+(?:marks?|points?|pts|p)\)?$|\S\s*[.…·_]{3,}\s*\d|\S\s*(?:[.·_]{4,}|…{2,})\s*\S/i;

/**
 * A short label, three or more spaces, then a value that is not a whole number or a weight (a row of a marking
 * table) nor the name of a column ("Component      Marks").
 */
const KEY_PADDING =
  /^(\s*\p{Lu}[\p{L}/-]*(?: [\p{L}/-]+){0,2})[ ]{3,}(?![^|]*\|)(?!\d+\s*(?:%|marks?|points?|pts)?\s*$)(?!(?:weight(?:ing)?|marks?|points|score|what|details?|description)\s*$)(?=\S)/iu;

/**
 * Joins lines that a PDF copy wrapped mid-sentence: the line has no closing punctuation and either the next one
 * continues in lower case or with a number, or the line is long enough to have been wrapped at the margin.
 */
/** A logical line with the indentation of its first physical line, which tells nested list items apart. */
interface RawLine {
  text: string;
  indent: number;
}

function unwrap(rawLines: string[]): RawLine[] {
  // Physical lines are collected per logical line and joined once, so a long wrapped paragraph stays linear.
  const out: string[][] = [];
  const indents: number[] = [];
  let prev: string | undefined;
  for (const raw of rawLines) {
    // A tab between two cells is a column of a pasted table ("Goals<TAB>10"): kept as the cell bar.
    const line = raw
      // A key-value table padded with spaces ("Margins      2.5 cm all round") is "Label: value", as a dot leader is.
      .replace(KEY_PADDING, '$1: ')
      .replace(/(?<=\S)[ ]*\t[\t ]*(?=\S)/g, ' | ')
      .replace(/[\t\u00a0\u202f ]+/g, ' ')
      .trim();
    // A rule under a table's header ("------|------") or between parts draws a line and says nothing.
    if (/^[|:+\s]*[-=_]{3,}[-=_|:+\s]*$/.test(line)) {
      prev = undefined;
      continue;
    }
    if (line === '') {
      prev = undefined;
      // Kept as an empty line: a blank line can end a list written without markers.
      if (out.length > 0 && out[out.length - 1]?.length !== 0) {
        out.push([]);
        indents.push(0);
      }
      continue;
    }
    const continues =
      prev !== undefined &&
      !TERMINAL.test(prev) &&
      !BULLET.test(line) &&
      // A cover-sheet line ("Due: 9 October") starts afresh even after a long unpunctuated one.
      !/^\p{Lu}[\p{L} ]{0,25}:\s/u.test(line) &&
      // So does a named part with its description ("Case History - signalment and history").
      !/^\p{Lu}[\p{L}-]*(?: [\p{L}-]+){0,4} [-–—] \S/u.test(line) &&
      // And a short lead-in of its own ("Don't:", "You must not:") after a long list item.
      !/^\p{Lu}[^.!?:]{0,30}:$/u.test(line) &&
      // And a line in capitals ("CHAPTER III RESEARCH METHOD"), which heads what follows.
      !/^[\p{Lu}\d][\p{Lu}\d ,&'’-]{5,}$/u.test(line) &&
      (/^[\p{Ll}\d(]/u.test(line) || (prev.length >= WRAPPED_LINE && !TABLE_ROW.test(prev)));
    const current = out[out.length - 1];
    if (continues && current) current.push(line);
    else {
      out.push([line]);
      indents.push((/^[\t ]*/.exec(raw)?.[0] ?? '').replace(/\t/g, '    ').length);
    }
    prev = line;
  }
  return out.map((parts, i) => ({ text: parts.join(' '), indent: indents[i] ?? 0 }));
}

/** "Q: What should the essay cover?": a question students asked, which the next line answers ("A: …"). */
const STUDENT_QUESTION = /^Q\s*:\s+(.{3,120}\?)$/;
const ANSWER = /^A\s*:\s+(?=\S)/;

/** The header row of a marking table: a column or two, the last naming the weights. */
const COLUMN_HEADER = /^(?:[\p{L}]+\s+){1,3}(?:weight(?:ing)?|marks?|points|score|%)$/iu;

/** A sentence that points at the list under it: "… must be arranged in the sequence given below." */
const POINTS_BELOW =
  /\b(?:given below|listed below|set out below|below|as follows|in the following order|in (?:this|that) order)\.?$|\b(?:the|its|your) (?:sections|parts|headings|chapters) (?:given|listed|set out) below\b/i;

/** The nearest line with text before (step -1) or after (step 1) line i; blank lines are at most one apart. */
function nonBlank(logical: readonly RawLine[], i: number, step: 1 | -1): string {
  for (let j = i + step; j >= 0 && j < logical.length; j += step) {
    const text = logical[j]?.text ?? '';
    if (text !== '') return text;
  }
  return '';
}

/**
 * "2. Deliverables" after a blank line, or "B. Presentation board", followed by its own text rather than by the
 * next "3. …": a numbered heading of the brief, not an item of a numbered list.
 */
function isNumberedHeading(logical: readonly RawLine[], i: number): boolean {
  const raw = logical[i]?.text ?? '';
  const lettered = /^[A-H]\./.test(raw);
  if (!SECTION_NUMBER.test(raw) || (!lettered && i > 0 && logical[i - 1]?.text !== '')) return false;
  const body = raw.replace(SECTION_NUMBER, '');
  const next = nonBlank(logical, i, 1);
  // The last of "A. …", "B. …", "C. …" has a sibling before it; a lettered part after such a list is set off
  // by a blank line and runs straight into its own text.
  const previous = nonBlank(logical, i, -1);
  const setOff = logical[i - 1]?.text === '' && (logical[i + 1]?.text ?? '') !== '';
  if (lettered && /^[A-H]\.\s/.test(previous) && !setOff) return false;
  // "C. SOURCES AND CITATION" in capitals heads its part even when numbered rules follow it.
  const capitals = lettered && /\p{Lu}{3}/u.test(body) && body === body.toUpperCase();
  return isHeading(body, body) && (capitals || !SECTION_NUMBER.test(next));
}

/** The brief as logical lines, each with its layout: bullet, heading, the heading above it and its lead-in. */
export function briefLines(text: string): BriefLine[] {
  const lines: BriefLine[] = [];
  let section = '';
  let leadIn: string | null = null;
  // A blank line after some unmarked items ends that list; marked bullets may still follow their lead-in.
  let items = 0;
  let listClosed = false;
  // After marked items, an unmarked line is one of the list's own items only when it names a known part
  // ("Bibliography" after "6. Conclusion") or stands left of them, back in an outer list.
  let markedIndent: number | null = null;
  let firstUnmarked = false;
  // The marker of the current list's latest item, so a part lettered after numbered items starts afresh.
  let lastItemMarker: string | undefined;
  // In a brief set out as questions and answers, each "Q: …?" heads the answer below it, within the heading
  // the questions stand under ("Frequently asked questions").
  let answers = false;
  let askedUnder = '';
  const logical = unwrap(text.split(/\r\n|\r|\n|\u2029/));
  for (const [i, { text: rawLine, indent }] of logical.entries()) {
    if (rawLine === '') {
      listClosed = items > 0;
      continue;
    }
    const asked = ANSWER.test(nonBlank(logical, i, 1)) ? STUDENT_QUESTION.exec(rawLine)?.[1] : undefined;
    if (asked !== undefined && !answers) {
      answers = true;
      askedUnder = section;
    }
    const raw = answers ? rawLine.replace(ANSWER, '') : rawLine;
    const marked = BULLET.test(raw) && !isNumberedHeading(logical, i);
    const box = marked && TICK_BOX.test(raw);
    const marker = marked || SECTION_NUMBER.test(raw) ? lineMarker(raw) : undefined;
    if (marked && endsNumberedList(marker, lastItemMarker)) {
      leadIn = null;
      items = 0;
      listClosed = false;
      markedIndent = null;
    }
    const body = raw
      .replace(/^#{1,6}\s+/, '')
      .replace(!marked && SECTION_NUMBER.test(raw) ? SECTION_NUMBER : /^$/, '')
      // Markdown emphasis ("At most **8 pages**") is layout, not words.
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      // A dot leader ("Line spacing ...... 1.5") stands for the colon of "Label: value"; left as dots it would
      // end a sentence.
      .replace(/(?<=\S)\s*[.…·_]{3,}\s*(?=\S)/g, ': ')
      .replace(marked ? BULLET : /^$/, '')
      .trim();
    // Lists are often pasted without markers: short unpunctuated lines right after a lead-in are items too.
    const bullet: boolean =
      (marked && asked === undefined) ||
      (leadIn !== null &&
        !listClosed &&
        (markedIndent === null || (indent < markedIndent && firstUnmarked) || startsWithSectionName(body)) &&
        isListLeadIn(leadIn) &&
        isBareItem(body));
    // Under a marking heading "Abstract 4" is a row with its marks, not a heading of its own.
    // "Results 12/40" and "Method /10" give the row's marks out of a maximum.
    const row = MARKING_HEADING.test(section) && /\s\/?\d{1,3}(?:\.\d)?(?:\/\d{1,3})?$/.test(body);
    // "Component   Weight" right under a marking heading names the table's columns, not a new part.
    const columns = MARKING_HEADING.test(section) && COLUMN_HEADER.test(body);
    // An answer ("A: At a minimum:") stays under its question, however short.
    const answer = answers && ANSWER.test(rawLine);
    const heading: boolean =
      asked !== undefined || (!answer && !bullet && !row && !columns && isHeading(raw, body));
    if (heading) {
      const name = asked === undefined || askedUnder === '' ? (asked ?? body) : `${askedUnder}: ${asked}`;
      section = name.replace(/:$/, '').toLowerCase();
    }
    lines.push({
      text: body,
      bullet,
      heading,
      section,
      leadIn: bullet ? leadIn : null,
      boilerplate: box || BOILERPLATE_HEADING.test(section),
      ...(answer ? { answer } : {}),
      ...(box ? { box } : {}),
      ...(marker !== undefined ? { marker } : {}),
    });
    if (bullet) items += 1;
    if (bullet) lastItemMarker = marker;
    if (bullet && items === 1) firstUnmarked = !marked;
    if (marked) markedIndent = Math.max(markedIndent ?? 0, indent);
    const nested: boolean = bullet && body.endsWith(':') && isListLeadIn(body);
    if (!bullet || nested) {
      // A list item that ends with a colon ("The report shall contain:") introduces the items nested under it.
      leadIn = nested || heading || body.endsWith(':') || POINTS_BELOW.test(body) ? body : null;
      items = 0;
      listClosed = false;
      markedIndent = null;
      lastItemMarker = undefined;
    }
  }
  return lines;
}

/**
 * Sentences of every line, each keeping its line for context. Headings are included because cover-sheet
 * headings carry facts ("Essay (2,500 words)"); extractors that need prose skip them.
 */
export function briefSentences(lines: readonly BriefLine[]): BriefSentence[] {
  const out: BriefSentence[] = [];
  for (const line of lines) {
    for (const text of splitSentences(line.text)) out.push({ text, line });
  }
  return out;
}
