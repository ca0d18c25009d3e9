import type { RequiredSection } from './brief.schema.ts';
import { sectionName } from './section-names.ts';

/*
 * A part's title as a checklist shows it, from the words a brief uses for it: "a clear literature review of
 * about 800 words" is "Literature review" (800 words). Prose that only describes a part, or states a rule
 * about it ("References must be formatted …"), gives no title.
 */

/** Words that describe a part without naming it ("headed sections"). */
const GENERIC_TITLE = /^(?:\p{L}+ed|main|other|separate|relevant|appropriate|different|numbered|clear)$/iu;

const LEADING_FILLER =
  /^(?:(?:a|an|the|your|its|their|one|(?:one|two|half)-page|clear|clearly|brief|short|concise|detailed|well[\s-]structured|appropriate|separate|final|full|also|then|finally|critical|thorough|comprehensive)\s+)+/i;

/** "of no more than 200 words": the length of a part, which is not part of its title. */
export const PART_LENGTH =
  /\s+of\s+(?:no more than|not more than|not exceeding|fewer than|less than|up to|about|around|approximately|approx\.?|at most|max(?:imum)?\.?|between)?\s*\d[\d,]*(?:\s*(?:-|–|to|and)\s*\d[\d,]*)?\s*words?\b/i;

const TRAILING_FILLER = /\s+(?:section|chapter|heading|part)s?$/i;

const CUT =
  /\s(?:that|which|where|in which|explaining|outlining|describing|summari[sz]ing|setting|including|listing|naming|showing|giving|stating|carrying|with|as|to|for|ending|in|on|under)\s|\s*[(:–—,]|\s-\s/i;

export const MODAL = /\b(?:must|should|will|needs? to|may|can|is|are)\b/i;

export function wordsIn(text: string): number | null {
  const m = /(\d{1,3}(?:,\d{3})+|\d+)\s*(?:-\s*)?words?\b/i.exec(text);
  return m?.[1] === undefined ? null : parseInt(m[1].replace(/,/g, ''), 10);
}

export function clean(item: string, maxWords = 6): string | null {
  let title = item
    // "in this order: (a) cover page; (b) …": the lead-in and the letter of an inline list are not the title.
    .replace(/^(?:in (?:this|the following) order|as follows)\s*:\s*/i, '')
    .replace(/^\((?:[a-z]|\d{1,2}|[ivx]{1,4})\)\s+/i, '')
    .replace(/^["“‘']|["”’'.,;]+$/g, '')
    .replace(PART_LENGTH, '')
    // "at least thirty pages of development work" is the development work, with its size.
    .replace(/^at least\s+[\p{L}\d-]+\s+(?:pages?|sheets?|slides?|boards?)\s+of\s+/iu, '')
    .trim();
  const cut = CUT.exec(title);
  if (cut && cut.index > 0) title = title.slice(0, cut.index);
  // A heading written as one ("Detailed Design") keeps its words; prose ("a detailed methodology") loses them.
  const heading = /^\p{Lu}/u.test(title) && !/^(?:a|an|the|your)\s/i.test(title);
  title = title
    .replace(heading ? /^$/ : LEADING_FILLER, '')
    .replace(TRAILING_FILLER, '')
    .replace(/["”’']$/, '')
    .trim();
  const tooLong = title.split(/\s+/).length > maxWords;
  // A title never carries a verb of obligation: "References must be formatted …" is a rule about references.
  if (title === '' || /\d/.test(title) || tooLong || GENERIC_TITLE.test(title) || MODAL.test(title))
    return null;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** True when the title starts with a known section name ("Discussion of findings", not "Word count on the cover page"). */
export function namesSection(title: string): boolean {
  return sectionName(title)?.pattern.exec(title)?.index === 0;
}

export function toSection(item: string, source: string, anyName: boolean): RequiredSection | null {
  const title = clean(item, anyName ? 9 : 6);
  if (title === null || (!anyName && !namesSection(title))) return null;
  return { title, words: wordsIn(item), source };
}
