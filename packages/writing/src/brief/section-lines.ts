import type { RequiredSection } from './brief.schema.ts';
import type { BriefLine, BriefSentence } from './brief-lines.ts';
import { eachPart, numberedItem } from './section-prose.ts';
import { clean, MODAL, namesSection, PART_LENGTH, toSection, wordsIn } from './section-titles.ts';

/*
 * Sections named by a single line or sentence of the brief: a part line ("Part B: Reflection"), parts on one line
 * separated by slashes or semicolons, a part asked for by its place, and section names capitalised in prose.
 */

/** A heading over the structure of the work ("Report structure", "Required headings", "Guidance by section"). */
export const STRUCTURE_HEADING =
  /structure|format|layout|sections|headings|contents|organisation|organization|section-by-section|by section/;
// A capitalised section name mid-sentence, but not inside a longer name ("Advanced Research Methods").
const CAPITALISED =
  /(?<=\s)(?<!\p{Lu}[\p{L}'’-]*\s)(Abstract|Executive Summary|Introduction|Background|Literature Review|Methodology|Methods?|Results|Findings|Discussion|Limitations|Recommendations|Conclusions?|Reflection|Appendix|Appendices|Reference List|Bibliography)\b(?!\s+(?:to|of|in|on)\b|\s+\p{Lu})/gu;

/** "Open with a short introduction that …", "end with a conclusion": a part asked for by where it stands. */
const BOOKEND =
  /^(?:please\s+|(?:it|(?:the|your)\s+\w+)\s+(?:must|should|will|needs? to)\s+(?:also\s+)?)?(?:begin|start|open|end|close|finish|conclude)\s+(?:(?:your|the)\s+\w+\s+)?with\s+(?:a|an|the|your)\s+(?:(?:brief|short|clear|concise|strong|one-paragraph)\s+)?([\p{L}][\p{L} ]{2,40}?)(?=\s+(?:that|which|of|with|in|on|where|stating|summari[sz]ing)\b|[,;.:(]|$)/iu;

/** A part asked for by where it stands in the work ("end with a conclusion"). */
export function fromBookend(text: string, source: string): RequiredSection | null {
  const named = BOOKEND.exec(text)?.[1];
  if (!named || !namesSection(named)) return null;
  const title = clean(named);
  return title === null ? null : { title, words: wordsIn(text), source };
}

/** Section names capitalised mid-sentence in prose ("include a Literature Review"). */
export function fromCapitalised(sentence: BriefSentence): RequiredSection[] {
  if (sentence.line.boilerplate || sentence.line.bullet || sentence.line.heading) return [];
  return Array.from(sentence.text.matchAll(CAPITALISED), (m) => ({
    title: m[1] ?? m[0],
    words: null,
    source: sentence.text,
  }));
}

/**
 * "Part A – Lesson sequence", "Part 2: Reflection", "Part 3 - Timeline: a table of …", "Part 4 - Analysis. Weigh
 * …", "Section iv) Aims - two or three, as questions": a brief split into lettered or numbered parts of the work,
 * each named before its length, a colon, a dash, the first full stop or a clause that says what it covers.
 */
const NAMED_PART_LINE =
  /^((part|section)\s+(?:[A-Z]|\d{1,2}|[IVX]{1,4})(?:\s*[–—:-]|\))\s*)([\p{L}][^(:]{2,80}?)\s*(?:\(|:\s|\.\s|\s[-–]\s|,\s+(?:including|with|which|where|that)\b|[.;]?$)/iu;

/** A line that names a lettered or numbered part of the work. */
export function fromPartLine(line: BriefLine): RequiredSection | null {
  const m = NAMED_PART_LINE.exec(line.text);
  if (!m?.[1] || !m[3] || line.bullet || line.boilerplate) return null;
  // "Section 2: Submission" as a heading divides the brief; a section of the work is named on a line of its own.
  if (/^section$/i.test(m[2] ?? '') && line.heading) return null;
  // "Part 1: three journal entries", "Part 2: an essay of 800 words" name pieces to hand in, not parts of one work.
  if (/^(?:a|an|one|two|three|four|five|six)\s|\d/i.test(m[3])) return null;
  return { title: `${m[1]}${m[3]}`.trim(), words: wordsIn(line.text), source: line.text };
}

/** "References (not counted).", "Title page: your name and number": a known part opening a line, then its terms. */
const HEADED_LINE = /^(\p{Lu}[\p{L} ]{2,40}?)\s*(?:\([^)]*\)\s*)?(?::\s|\.?$)/u;

/** Under a structure heading, a plain line that opens with a known part's name and then says what it holds. */
export function fromHeadedLine(line: BriefLine): RequiredSection | null {
  if (line.heading || line.bullet || line.boilerplate) return null;
  // "Appendix: the signed consent form." labels a part wherever it stands.
  const appendix = /^(appendix|appendices|annex)\s*:\s+\S/i.exec(line.text)?.[1];
  if (appendix)
    return {
      title: appendix.charAt(0).toUpperCase() + appendix.slice(1).toLowerCase(),
      words: null,
      source: line.text,
    };
  if (!STRUCTURE_HEADING.test(line.section)) return null;
  const name = HEADED_LINE.exec(line.text)?.[1];
  if (!name || !namesSection(name)) return null;
  return { title: name, words: wordsIn(line.text), source: line.text };
}

/** "Abstract / Introduction / Related Work / …" under a structure heading: the parts on one line. */
export function fromSlashList(line: BriefLine): RequiredSection[] {
  if (line.heading || line.boilerplate || !STRUCTURE_HEADING.test(line.section)) return [];
  const items = line.text.split(/\s+\/\s+/);
  if (items.length < 3) return [];
  const listed = items.flatMap((item) => toSection(item, line.text, true) ?? []);
  return listed.length === items.length ? listed : [];
}

/**
 * "Structure: title page; abstract with keywords; 1. Introduction; 2. Method; References": the parts on one line
 * after a label, separated by semicolons (commas stay inside a part, as in "Discussion, with implications").
 */
const STRUCTURE_LABEL =
  /^(?:(?:report|essay|paper|required|suggested)\s+)?(?:structure|contents|sections|parts|layout)\s*:\s+(.+)$/i;

/** The parts listed on one labelled line, separated by semicolons. */
export function fromLabelledList(line: BriefLine): RequiredSection[] {
  const list = STRUCTURE_LABEL.exec(line.text)?.[1];
  if (!list || line.heading || line.boilerplate) return [];
  const items = list.replace(/\.$/, '').split(/\s*;\s*/);
  if (items.length < 3) return [];
  const named = items.map((item) => item.replace(/^\d{1,2}[.)]\s*/, '').replace(/,.*$/, ''));
  const listed = named.flatMap((item) => toSection(item, line.text, true) ?? []);
  return listed.length === items.length ? listed : [];
}

/** Splits at a separator outside brackets: "method (sample, procedure), results" is two items. */
function splitOutsideBrackets(text: string, separator: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === separator && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  return [...items, current].map((s) => s.trim().replace(/^and\s+/i, '')).filter((s) => s !== '');
}

/** The number a list of chapters gives each one ("2 Literature review", "3. Data"). */
const CHAPTER_NUMBER = /^\d{1,2}(?:\.\d{1,2})?[.)]?\s+(?=\p{Lu})/u;

/** The fewest items, and of them named parts, that make a bare sentence a list of the work's parts. */
const BARE_LIST_ITEMS = 4;
const BARE_LIST_NAMED = 3;

/**
 * "Title page, contents, summary, introduction, findings (with a table), conclusion, references." or the same
 * with semicolons: a sentence that is nothing but the parts of the work, in order, under whatever heading.
 */
export function fromBareList(sentence: BriefSentence): RequiredSection[] {
  const { line } = sentence;
  // A list after a label ("Sections, in this order: …") is read with its label elsewhere.
  if (line.heading || line.boilerplate || sentence.text.includes(':')) return [];
  const text = sentence.text.replace(/[.;]\s*$/, '');
  const bySemicolon = splitOutsideBrackets(text, ';');
  // A lone line under a heading is read as a list item; a run of parts split by semicolons is still a list.
  if (line.bullet && bySemicolon.length < BARE_LIST_ITEMS) return [];
  const items = bySemicolon.length >= BARE_LIST_ITEMS ? bySemicolon : splitOutsideBrackets(text, ',');
  if (items.length < BARE_LIST_ITEMS) return [];
  // "one section for each of points a) to f)" stands for the parts that answer the questions.
  // "1 Introduction; 2 Data; …" numbers its chapters; "Abstract with 3-5 keywords" says what a part holds.
  const heads = items
    .filter((item) => eachPart(item, '') === null)
    .map((item) =>
      item
        .replace(CHAPTER_NUMBER, '')
        .replace(/\s*\(.*$/, '')
        .replace(PART_LENGTH, '')
        .replace(/\s+with\s.*$/i, ''),
    );
  const short = heads.every((h) => h.split(/\s+/).length <= 6 && !MODAL.test(h) && !/\d/.test(h));
  const named = heads.filter((h) => namesSection(clean(h) ?? '')).length;
  if (!short || named < BARE_LIST_NAMED) return [];
  const listed = items.flatMap(
    (item) =>
      eachPart(item, sentence.text) ??
      numberedItem(item, sentence.text) ??
      toSection(item, sentence.text, true) ??
      [],
  );
  return listed.length === items.length ? listed : [];
}

/**
 * "2 Loads: actions and combinations", "6 Conclusion with a summary table", "B.2 Novelty;", "B.3 Design, which
 * must give …": a part of the work by its number, as a sub-part of a lettered one.
 */
const NUMBERED_PART =
  /^((?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2})?)\s+(?!(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b)(\p{Lu}[\p{L}'’ -]{2,50}?)(?=:\s|\s+with\s|[;.]?\s*$|,\s+(?:which|as|with|including)\b)/iu;

/**
 * A line that opens with the number of a part of the work and its name: the part, numbered as the brief
 * numbers it, so that two parts with the same first word ("3 Design of the slab", "4 Design of the beam") stay two.
 */
export function fromNumberedPart(line: BriefLine): RequiredSection | null {
  if (line.heading || line.boilerplate) return null;
  // The line reader keeps a sub-part's number ("B.2") apart from its text, as the marker of a list item.
  const text = line.marker && /^[A-Z]\.\d/.test(line.marker) ? `${line.marker} ${line.text}` : line.text;
  const m = NUMBERED_PART.exec(text);
  if (!m?.[1] || !m[2] || !/^\p{Lu}/u.test(m[2])) return null;
  // "12 Students per group." is a count in a sentence; "B.3 Plan of work." is a sub-part, full stop and all.
  if (/^\.\s*$/.test(text.slice(m[0].length)) && !m[1].includes('.')) return null;
  return { title: `${m[1]} ${m[2].trim()}`, words: wordsIn(line.text), source: line.text };
}
