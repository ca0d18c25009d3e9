export interface Paragraph {
  text: string;
  /** Offset of the paragraph in the full text. */
  start: number;
}

/**
 * Lines of the text that hold something to check. Each is checked (and cached) on its own, so an edit in one
 * paragraph leaves the findings of the others as they were; rules never look across a line break.
 */
export function splitParagraphs(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    if (line.trim()) paragraphs.push({ text: line, start });
    start += line.length + 1;
  }
  return paragraphs;
}
