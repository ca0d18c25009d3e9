import { isInstructionVerb } from './instructions.ts';

/*
 * Lists pasted without markers: whether a lead-in line introduces a list of parts, and whether a short line
 * after it reads as one of the list's items rather than as prose.
 */

const LIST_HEADING =
  /structure|sections?|format|headings?|contents|layout|include|contain|following|parts|chapters|elements|in this order/i;

/** A heading that is itself the name of a list of parts ("Headings", "Report structure"), colon or not. */
// "Contents of the proposal" and "What the report must contain" name such a list too.
const PARTS_HEADING =
  /^(?:(?:report|essay|paper|suggested|recommended|required|compulsory)\s+)?(?:structure|headings|sections|contents)(?:\s+of\s+(?:the|your)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)?$|^what (?:the|your) [\p{L} -]{2,30} (?:must|should) (?:contain|include)$/iu;

export function isListLeadIn(leadIn: string): boolean {
  return (leadIn.endsWith(':') && LIST_HEADING.test(leadIn)) || PARTS_HEADING.test(leadIn);
}

export function isBareItem(text: string): boolean {
  if (text.split(/\s+/).length <= 8 && !/[.!?;]$/.test(text) && !text.includes(': ')) return true;
  // "Procedure: what you did, in order", "Title page (title, your name and ID)", "Case History - signalment and
  // history": a short name, then what it
  // holds. One clause only: a second sentence makes it prose.
  // "Approval page, signed by both supervisors" names the part before a comma, though "Begin with a short
  // introduction, then …" is an instruction.
  const named = /^(\p{Lu}[^:.(),]{1,50}?)\s*(?::\s|\(|\s[-–—]\s|,\s)/u.exec(text);
  const comma = named?.[0].endsWith(', ') === true;
  if (comma && isInstructionVerb(/^\p{L}+/u.exec(text)?.[0] ?? '')) return false;
  return (
    named?.[1] !== undefined &&
    named[1].split(/\s+/).length <= 5 &&
    text.split(/\s+/).length <= 30 &&
    !/[.!?]\s/.test(text)
  );
}

/** The number or letter that opens a numbered line: "1", "2.1", "A", "b", "iii", "A.2". */
const MARKER = /^\(?(\d{1,2}(?:\.\d{1,2}){0,2}|[A-H]\.\d{1,2}|[ivxIVX]{1,4}|[A-Za-z])[.)]?\s/;

/** The number or letter of a line whose marker the line reader strips, if it has one. */
export function lineMarker(raw: string): string | undefined {
  return MARKER.exec(raw)?.[1];
}

/**
 * "B. A written rationale" after the "1.", "2." items of part A's list is the next part, not a third item: a
 * capital letter after numbered items ends their list, so the part does not inherit A's lead-in.
 */
export function endsNumberedList(marker: string | undefined, lastItem: string | undefined): boolean {
  return marker !== undefined && /^[A-Z]$/.test(marker) && lastItem !== undefined && /^\d/.test(lastItem);
}
