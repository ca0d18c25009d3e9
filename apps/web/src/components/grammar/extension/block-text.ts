import type { Node as PmNode } from '@tiptap/pm/model';

/** A stretch of a block's checked text that maps one to one onto document positions. */
interface Run {
  /** Offset in the checked text. */
  text: number;
  /** Offset from the start of the block's content. */
  doc: number;
  length: number;
}

/** What the checker reads of one text block, and how its offsets lead back into the document. */
export interface BlockText {
  text: string;
  runs: readonly Run[];
}

/** What a citation reads as: a digit, which no spelling or grammar rule objects to. */
const WORD_STAND_IN = '0';

/**
 * The text of a text block as the checker should read it. A hard break reads as a line break, so the words on
 * either side stay apart. An atom that stands for words and carries them in a `text` attribute (a citation from
 * the library) reads as one stand-in character, so "sleep (Hale, 2015)." is not read as a space before a full
 * stop. Other inline atoms (a footnote reference) read as nothing, so "studies¹ show" is checked as "studies show".
 */
export function blockText(block: PmNode): BlockText {
  let text = '';
  const runs: Run[] = [];
  block.forEach((child, offset) => {
    if (child.isText) {
      runs.push({ text: text.length, doc: offset, length: child.text?.length ?? 0 });
      text += child.text ?? '';
    } else if (child.type.name === 'hardBreak') {
      runs.push({ text: text.length, doc: offset, length: 1 });
      text += '\n';
    } else if (child.isAtom && 'text' in child.attrs) {
      runs.push({ text: text.length, doc: offset, length: 1 });
      text += WORD_STAND_IN;
    }
  });
  return { text, runs };
}

/**
 * The document position of a text offset in a block whose content starts at `contentStart`. Where an atom sits
 * between two runs, a span's start goes after it and its end before it, so an underline never covers the atom.
 */
export function textToPosition(
  block: BlockText,
  contentStart: number,
  offset: number,
  side: 'start' | 'end',
): number {
  const { runs } = block;
  for (let i = 0; i < runs.length; i += 1) {
    const run = runs[i]!;
    const inside =
      side === 'start'
        ? offset >= run.text && offset < run.text + run.length
        : offset > run.text && offset <= run.text + run.length;
    if (inside) return contentStart + run.doc + (offset - run.text);
  }
  const last = runs[runs.length - 1];
  if (!last) return contentStart;
  // Past the end (or an empty span at a boundary): clamp to the nearest run edge.
  if (offset >= last.text + last.length) return contentStart + last.doc + last.length;
  const first = runs[0]!;
  return contentStart + first.doc;
}

/** The document range of a span of a block's text, or null when it covers no text. */
export function spanToRange(
  block: BlockText,
  contentStart: number,
  start: number,
  end: number,
): { from: number; to: number } | null {
  if (end <= start || start < 0 || end > block.text.length) return null;
  const from = textToPosition(block, contentStart, start, 'start');
  const to = textToPosition(block, contentStart, end, 'end');
  return to > from ? { from, to } : null;
}

/** A quick 32-bit hash (FNV-1a) of a block's text: the key results are cached and matched by. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash ^ text.length) >>> 0;
}
