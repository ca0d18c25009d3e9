import { htmlToText } from '@penwright/shared';

/** Where one block of the editor's HTML ends: each paragraph, heading or list item is one line of text. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|tr|div|section)\s*>|<br\s*\/?>|<hr\s*\/?>/giu;

/**
 * The saved draft as the checker reads it. The reference list is found line by line, so block boundaries
 * become line breaks; inside each block the shared `htmlToText` decodes entities and joins inline formatting.
 */
export function postText(html: string): string {
  return html
    .split(BLOCK_END)
    .map(htmlToText)
    .filter((line) => line !== '')
    .join('\n');
}
