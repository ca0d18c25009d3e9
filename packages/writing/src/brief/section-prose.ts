import type { RequiredSection } from './brief.schema.ts';
import { listItems } from './section-bullets.ts';
import { appendedPart } from './section-clauses.ts';
import { clean, namesSection, toSection } from './section-titles.ts';

/*
 * Parts of the work stated in plain sentences rather than after a "must include" lead-in: "Your report needs a
 * title page, an introduction, … and appendices", "The report should open with a summary and close with a
 * conclusion", "The prospectus closes with a timetable and a budget", "The site notes belong in the
 * appendices", "The appendix must contain your code".
 */

/** What the work is called when a sentence describes its make-up. */
const WORK = String.raw`(?:statement|report|chapter|essay|paper|plan|proposal|prospectus|review|portfolio|thesis|dissertation|protocol|project|commentary|memo|brief|document|submission|study|article|journal|exposé|write-up)`;
const SUBJECT = String.raw`(?:it|(?:the|your|my|our)\s+(?:[\p{L}-]+\s+){0,2}${WORK})`;
const MODAL = String.raw`(?:must|should|will|needs?\s+to|is\s+to|has\s+to)\s+(?:also\s+)?`;

/**
 * "Your report needs …", "The paper should have …", "The report also needs …": the work's make-up as a fact,
 * also after a clause that waives a fixed form ("There is no set structure, but it must have …").
 */
const WORK_HAS = new RegExp(
  String.raw`^(?:in\s+short,\s*|overall,\s*|[^,;:]{1,60},\s*but\s+)?${SUBJECT}\s+(?:${MODAL}have|(?:also\s+)?(?:has|needs|contains|includes|consists\s+of|comprises|is\s+made\s+up\s+of))\s+`,
  'iu',
);

const ENDS = String.raw`(?:begin|start|open|end|close|finish|conclude)`;
/** "It opens with", "The report should open with", "Begin with", "… and close with": where a part stands. */
const BOOKEND_START = new RegExp(
  String.raw`^(?:please\s+)?(?:${SUBJECT}\s+(?:${MODAL})?)?${ENDS}s?\s+(?:(?:your|the)\s+\w+\s+)?with\s+`,
  'iu',
);
const BOOKEND_NEXT = new RegExp(String.raw`,?\s+and\s+(?:then\s+)?(?=${ENDS}s?\s+with\s)`, 'i');
const BOOKEND_VERB = new RegExp(String.raw`^${ENDS}s?\s+(?:(?:your|the)\s+\w+\s+)?with\s+`, 'i');

/** The length of a part given in pages, which is not part of its name ("of one page at most"). */
const PAGE_LENGTH =
  /\s+(?:of\s+)?(?:no more than|not more than|at most|up to|about|max(?:imum)?\.?)?\s*(?:one|two|three|half a|a|\d{1,2})\s+pages?(?:\s+at most)?\b/i;
/** "a short section on the risks": the part is named by what it is on. */
const SECTION_ON =
  /^(?:a|an|the)\s+(?:short\s+|brief\s+|separate\s+|final\s+)?(?:section|chapter|part)\s+(?:on|about)\s+/i;
/** "a section for each of (a)-(d)": one part per lettered question, named as the brief names it. */
const SECTION_EACH = /^(?:a|an|one)\s+(?:separate\s+)?(section|chapter|part)\s+(for\s+each\s+of\s+.{1,40})$/i;

/** "one section for each of points a) to f)": a part per lettered question, as the brief names it; else null. */
export function eachPart(item: string, source: string): RequiredSection | null {
  const each = SECTION_EACH.exec(item.trim());
  if (!each?.[1] || !each[2]) return null;
  const title = `${each[1]} ${each[2]}`;
  return { title: title.charAt(0).toUpperCase() + title.slice(1), words: null, source };
}

/** One item of a prose list as a part, or null when it names none. */
function partOf(item: string, source: string): RequiredSection | null {
  const keywords = COUNTED_KEYWORDS.exec(item.trim())?.[1];
  if (keywords) return { title: /index/i.test(keywords) ? 'Index terms' : 'Keywords', words: null, source };
  const text = item
    .replace(/\s*\([^)]*\)/g, (m) => (/^\s*\((?:[a-z]|[ivx]{1,4})\)$/i.test(m) ? m : ''))
    .replace(PAGE_LENGTH, '')
    .trim();
  const each = eachPart(text, source);
  if (each) return each;
  // "the four parts above" points back at parts the brief has named already.
  if (/\b(?:above|below)$/i.test(text)) return null;
  const part = toSection(text.replace(SECTION_ON, ''), source, true);
  // "a section that sums up …" is named by no word of its own.
  return part && !/^(?:section|chapter|part)s?$/i.test(part.title) ? part : null;
}

const ARTICLE = /^(?:a|an|the|your)\s/i;
const known = (item: string) => namesSection(clean(item) ?? '');

/**
 * Splits "a timetable, a budget with its funding and a section on the risks and the alternatives" into its
 * items: at commas, and at the first "and" of the last item that starts a new part.
 */
function proseItems(list: string): string[] {
  // "a cover page (name, number, date)" keeps the commas of its brackets.
  const parts = list.split(/\s*[,;](?![^()]*\))\s*(?:and\s+)?/).filter((s) => s.trim() !== '');
  const last = parts.pop() ?? '';
  const halves = last.split(/\s+and\s+/i);
  for (let i = 1; i < halves.length; i += 1) {
    const rest = halves.slice(i).join(' and ');
    if (ARTICLE.test(rest) || known(rest)) {
      parts.push(halves.slice(0, i).join(' and '), rest);
      return parts;
    }
  }
  parts.push(last);
  return parts;
}

/** "three to six index terms", "4-6 keywords": the keywords, counted, are a part of their own. */
const COUNTED_KEYWORDS = /^(?:[\p{L}\d]+\s+(?:to|-|–)\s+)?[\p{L}\d]+\s+(keywords|key words|index terms)$/iu;

/** Items in order while each is a part (with its article, or a known name); the first that is not ends them. */
function leadingParts(items: readonly string[]): string[] {
  const taken: string[] = [];
  for (const item of items) {
    if (!ARTICLE.test(item) && !known(item) && !COUNTED_KEYWORDS.test(item)) break;
    taken.push(item);
  }
  return taken;
}

/**
 * "… and the sections Introduction, Methods (or Model), Results and Discussion, followed by References": the
 * parts named one after another after the word "sections", with or without their articles.
 */
const NAMED_SECTIONS =
  /,?\s+(?:and\s+)?(?:the|with)\s+(?:(?:main|following)\s+)?(?:sections|headings|chapters)\s+(?=\p{Lu})/u;

/** The parts named after "the sections …" in a sentence about the work's make-up. */
function namedSections(list: string): string[] {
  return listItems(list)
    .map((item) => item.replace(/^and\s+/i, ''))
    .filter((item) => /^\p{Lu}/u.test(item));
}

/** "The report should have a title page, an introduction, … and appendices": its parts, or [] if none. */
export function workHasParts(sentence: string, source = sentence): RequiredSection[] {
  const text = sentence.replace(/[.;]\s*$/, '');
  const m = WORK_HAS.exec(text);
  if (!m) return [];
  const rest = text.slice(m[0].length);
  const named = NAMED_SECTIONS.exec(rest);
  const head = named ? rest.slice(0, named.index) : rest;
  const tail = named ? namedSections(rest.slice(named.index + named[0].length)) : [];
  const items = [...leadingParts(proseItems(head)), ...tail];
  // Two known parts make it a list of parts; one alone counts only when it is a known part with its article.
  if (items.filter(known).length >= 2) return items.flatMap((item) => partOf(item, source) ?? []);
  const first = items[0];
  if (first && ARTICLE.test(first) && known(first)) {
    const part = partOf(first, source);
    return part ? [part] : [];
  }
  return [];
}

/** "It opens with a statement of the problem", "… and close with a conclusion, a reference list and appendices". */
export function bookendParts(sentence: string, source = sentence): RequiredSection[] {
  const text = sentence.replace(/[.;]\s*$/, '');
  const m = BOOKEND_START.exec(text);
  if (!m) return [];
  const subject =
    m[0].length > 0 && !/^(?:please\s+)?(?:begin|start|open|end|close|finish|conclude)/i.test(m[0]);
  const clauses = text.slice(m[0].length).split(BOOKEND_NEXT);
  const items = clauses.flatMap((clause) => leadingParts(proseItems(clause.replace(BOOKEND_VERB, ''))));
  // Without the work as its subject, only known parts count ("Begin with a hook" names none).
  const named = subject || items.every(known) ? items : items.filter(known);
  return named.flatMap((item) => partOf(item, source) ?? []);
}

const APPENDIX = String.raw`(?:(?:an?|the|a\s+separate)\s+)?(?:[\p{L}-]+\s+)?(appendix|appendices|annex|annexes)\b`;
/** "… belong in the appendices", "… goes at the end as an appendix", "Show your calculations in an appendix". */
const PLACED_IN_APPENDIX = new RegExp(
  String.raw`\b(?:be|is|are|goes|go|belongs?|put|place|placed|include|included|attach|attached|add|added|show|shown|give|given|provide|provided|present|presented|declared|described|written\s+out|recorded|listed|collected|kept)\b(?:\s+[^.;:,]{1,60}?)?\s+(?:in|as|into)\s+${APPENDIX}`,
  'iu',
);
/** "The appendix must contain your code", "Appendices must include your instruments". */
const APPENDIX_HOLDS = new RegExp(
  String.raw`^(?:the\s+|an\s+|your\s+)?(appendix|appendices|annex|annexes)\s+${MODAL}(?:contain|include|hold|list|give|show|present)\b`,
  'iu',
);
/** A permission, a refusal or a rule about what appendices are not ("may", "not", "will not be marked"). */
const NOT_ASKED = /\b(?:may|can|could|not|never|no need|optional|if you wish|if you like)\b/i;

/** A sentence that asks for something to go in an appendix: the appendix as a part, or null. */
export function appendixPart(sentence: string, source = sentence): RequiredSection | null {
  const holds = APPENDIX_HOLDS.exec(sentence);
  const placed = holds ? null : PLACED_IN_APPENDIX.exec(sentence);
  const m = holds ?? placed;
  if (!m?.[1]) return null;
  const before = placed ? sentence.slice(0, placed.index + placed[0].length) : sentence;
  // "… are attached as Annexes A to C" points at the brief's own annexes; "may" and "not" ask for none.
  if (
    NOT_ASKED.test(before) ||
    (placed && /^\s+(?:[A-Z]|\d{1,2})\b/.test(sentence.slice(m.index + m[0].length)))
  )
    return null;
  // What goes there may name the appendix already ("the minutes of the meetings"); the same title is kept.
  const appended = appendedPart(sentence);
  const named = appended && appended !== 'Appendix' ? clean(appended, 9) : null;
  const word = m[1].toLowerCase();
  const title =
    named ??
    (word === 'appendices'
      ? 'Appendices'
      : word === 'annexes'
        ? 'Annexes'
        : word.charAt(0).toUpperCase() + word.slice(1));
  return { title, words: null, source };
}

/**
 * A sentence read as asking for an appendix is left to the sections, unless it also joins another instruction
 * or asks for a declaration, which stays a rule of its own.
 */
export function onlyAppendix(sentence: string): boolean {
  const m = APPENDIX_HOLDS.exec(sentence) ?? PLACED_IN_APPENDIX.exec(sentence);
  return m !== null && !/,\s+and\s+|;/.test(sentence.slice(0, m.index)) && !/\bdeclar/i.test(sentence);
}

/** "2 Description of the project area" in a prose list of chapters: the part, numbered as the brief numbers it. */
export function numberedItem(item: string, source: string): RequiredSection | null {
  const m = /^(\d{1,2}(?:\.\d{1,2})?)[.)]?\s+(\p{Lu}.*)$/u.exec(item.trim());
  const name = m?.[2] ? clean(m[2], 9) : null;
  return m?.[1] && name ? { title: `${m[1]} ${name}`, words: null, source } : null;
}

/**
 * "The title page shows the course name and your number", "The first page carries the title …": what a front page
 * must hold asks for that page.
 */
const FRONT_PAGE =
  /\b(?:the|a|your)\s+(title|cover|front|first)\s+page\b(?:\s+(?:must|should|will)?\s*(?:shows?|gives?|carr(?:y|ies)|states?|lists?|contains?|includes?|ha(?:s|ve)|bears?)\b)?/i;

/** "Put your name on the title page", "Your ID must be on the cover page": a detail placed on the front page. */
const ON_FRONT_PAGE =
  /^(?:please\s+)?(?:put|write|give|state|show|include|print|type)\s+[^.;]{1,80}?\s+on\s+the\s+(title|cover|front)\s+page\b|^on\s+the\s+(title|cover|front)\s+page,?\s+(?:put|write|give|state|show|include|print|type)\b|\b(?:must|should|will)\s+(?:be|appear)\s+on\s+the\s+(title|cover|front)\s+page\b/i;

/** The clause around a position, up to a semicolon or a "but" or ", not" that turns it. */
function clauseAround(sentence: string, at: number): string {
  const start = Math.max(sentence.lastIndexOf(';', at), 0);
  const end = sentence.slice(at).search(/;|,?\s+but\b|,\s+not\b/);
  return sentence.slice(start, end < 0 ? sentence.length : at + end);
}

/** "Format: 12-point font, title page with your name, …", "Title page: your name and the date": the page by what it holds. */
const PAGE_WITH =
  /(?:^|[,;:]\s*|\b(?:a|an|and|plus)\s+)(title|cover|front)\s+(?:page|sheet)(?:\s+(?:with|showing|listing|giving|carrying|stating)\b|\s*:\s+\S)/i;

export function frontPagePart(sentence: string, source = sentence): RequiredSection | null {
  const listed = PAGE_WITH.exec(sentence);
  if (listed?.[1] && !NOT_ASKED.test(clauseAround(sentence, listed.index))) {
    const word = listed[1].toLowerCase();
    return { title: `${word.charAt(0).toUpperCase()}${word.slice(1)} page`, words: null, source };
  }
  const holds = FRONT_PAGE.exec(sentence);
  // The page must be the subject of a verb that says what it holds, or the place a detail is put on.
  const m = holds && holds[0].split(/\s+/).length > 3 ? holds : null;
  const put = m ? null : ON_FRONT_PAGE.exec(sentence);
  const word = (m?.[1] ?? put?.[1] ?? put?.[2] ?? put?.[3])?.toLowerCase();
  const at = m?.index ?? put?.index ?? 0;
  // "… carries your number; do not put your name anywhere": a refusal in another clause refuses nothing here.
  if (!word || NOT_ASKED.test(clauseAround(sentence, at))) return null;
  // The page keeps the brief's name for it; a "first page" is the title page.
  const title = word === 'first' ? 'Title page' : `${word.charAt(0).toUpperCase()}${word.slice(1)} page`;
  return { title, words: null, source };
}
