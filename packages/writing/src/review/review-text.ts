import { htmlToText } from '@penwright/shared';

/*
 * The draft as the review reads it, built from the saved HTML the same way the editor builds its text from the
 * document (`draftCitationText` in the web app): every heading and paragraph is one block, blocks are a blank
 * line apart, a hard break is a line break, an inserted citation reads as the words it shows, a footnote marker
 * as nothing, and the generated bibliography as its heading and entries. Offsets into this text therefore lead
 * back to the same words in the editor.
 */

/**
 * `bibliography` is the editor's generated list; `references` a list the writer typed: the paragraphs from a
 * "References" (or "Bibliography", "Works Cited") line up to the next heading. Neither is prose to check.
 */
export type ReviewBlockKind = 'heading' | 'paragraph' | 'bibliography' | 'references';

export interface ReviewBlock {
  kind: ReviewBlockKind;
  /** 1–6 for a heading, 0 otherwise. */
  level: number;
  start: number;
  end: number;
}

export interface ReviewText {
  text: string;
  blocks: ReviewBlock[];
}

const BLOCK_GAP = '\n\n';
const FOOTNOTE_REF = /<sup\b[^>]*\bdata-footnote-ref\b[^>]*>[\s\S]*?<\/sup>/gi;
const BIBLIOGRAPHY = /<section\b[^>]*\bdata-bibliography\b[^>]*>([\s\S]*?)<\/section>/gi;
const PLACEHOLDER = '\uE001';
const BLOCK = /<(p|h[1-6])\b[^>]*>([\s\S]*?)<\/\1\s*>|\uE001(\d+)\uE001/gi;
const HARD_BREAK = /<br\s*\/?>/gi;

/** The text of one block's inner HTML: inline formatting joins, a hard break is a line break. */
const inlineText = (html: string) =>
  html
    .split(HARD_BREAK)
    .map((part) => htmlToText(part))
    .join('\n');

/** The generated bibliography: its heading and one line per entry, as the editor's atom reads. */
function bibliographyText(inner: string): string {
  const heading = /<h[2-4]\b[^>]*>([\s\S]*?)<\/h[2-4]>/i.exec(inner);
  const entries = [...inner.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)]
    .map((m) => inlineText(m[1] ?? ''))
    .filter((line) => line !== '');
  return [(heading && htmlToText(heading[1] ?? '')) || 'References', ...entries].join(BLOCK_GAP);
}

const LIST_TITLE =
  /^\s*(?:references?|reference list|list of references|bibliography|works cited|sources)\s*:?\s*$/i;

/** Marks a typed reference list: its title line and the paragraphs after it, up to the next heading. */
function markTypedLists(text: string, blocks: ReviewBlock[]) {
  let inList = false;
  for (const block of blocks) {
    if (block.kind === 'bibliography') continue;
    const title = LIST_TITLE.test(text.slice(block.start, block.end));
    if (block.kind === 'heading') inList = title;
    else if (title) inList = true;
    if (inList) block.kind = 'references';
  }
}

export function reviewText(html: string): ReviewText {
  const bibliographies: string[] = [];
  const prepared = html.replace(FOOTNOTE_REF, '').replace(BIBLIOGRAPHY, (_, inner: string) => {
    bibliographies.push(bibliographyText(inner));
    return `${PLACEHOLDER}${bibliographies.length - 1}${PLACEHOLDER}`;
  });
  const parts: string[] = [];
  const blocks: ReviewBlock[] = [];
  let length = 0;
  for (const m of prepared.matchAll(BLOCK)) {
    const [, tag, inner, bibliography] = m;
    const kind: ReviewBlockKind =
      bibliography !== undefined ? 'bibliography' : tag?.toLowerCase() === 'p' ? 'paragraph' : 'heading';
    const words =
      bibliography !== undefined ? (bibliographies[Number(bibliography)] ?? '') : inlineText(inner ?? '');
    if (parts.length > 0) length += BLOCK_GAP.length;
    blocks.push({
      kind,
      level: kind === 'heading' ? Number(tag?.slice(1)) : 0,
      start: length,
      end: length + words.length,
    });
    parts.push(words);
    length += words.length;
  }
  const text = parts.join(BLOCK_GAP);
  markTypedLists(text, blocks);
  return { text, blocks };
}

/** The headings of the draft (not the bibliography's), as text. */
export function headingsOf({ text, blocks }: ReviewText): string[] {
  return blocks
    .filter((b) => b.kind === 'heading' || (b.kind === 'references' && b.level > 0))
    .map((b) => text.slice(b.start, b.end));
}
