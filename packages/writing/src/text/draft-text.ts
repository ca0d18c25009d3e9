import { htmlToText } from '@penwright/shared';
import { countWords } from './count-words.ts';

/*
 * A footnote reference is drawn as a number (`<sup data-footnote-ref><a href="#fn-1">1</a></sup>`), but the
 * number is the editor's, not the writer's: the editor's own text of the draft leaves it out, and so does
 * every count made from the saved HTML. The note's text at the end is the writer's and counts.
 */
const FOOTNOTE_REF = /<sup\b[^>]*\bdata-footnote-ref\b[^>]*>[\s\S]*?<\/sup>/gi;
/*
 * The bibliography the editor keeps from the draft's citations (`<section data-bibliography>`) is a reference
 * list: like the list most briefs leave out of a word limit, it is not counted. Citations in the text are the
 * writer's words (an in-text citation counts wherever the reference list does not) and count.
 */
const BIBLIOGRAPHY = /<section\b[^>]*\bdata-bibliography\b[^>]*>[\s\S]*?<\/section>/gi;
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|td|th)>/gi;
const MARK = '\uE000';

/**
 * The text of saved draft HTML as the editor sees it: a blank line between blocks (so paragraphs and sentences
 * are counted as in the editor), formatting gone, footnote reference numbers and the bibliography left out.
 */
export function htmlDraftText(html: string): string {
  return htmlToText(
    html.replace(FOOTNOTE_REF, '').replace(BIBLIOGRAPHY, '').replace(BLOCK_END, `</$1>${MARK}`),
  )
    .split(MARK)
    .map((block) => block.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** The words of a saved draft, counted as the editor counts them (see count-words.ts). */
export function countHtmlWords(html: string): number {
  return countWords(htmlDraftText(html));
}
