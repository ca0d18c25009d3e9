import type { Node as PmNode } from '@tiptap/pm/model';

/** A stretch of the checked text and the document range it stands for. */
interface Piece {
  text: number;
  length: number;
  /** Document position of the piece's first character, or of the atom it reads (then `atom` is true). */
  doc: number;
  /** A citation or the bibliography: its words are not in the document as text, only the node is. */
  atom: boolean;
}

/** A heading, paragraph or the bibliography: where its text lies in the whole, and its pieces. */
interface Block {
  start: number;
  end: number;
  pieces: Piece[];
}

/** The draft as the citation checker reads it: its blocks, a blank line apart, and the way back to positions. */
export interface DraftCitationText {
  text: string;
  /** The document range of a span of `text`: a whole node for words a citation or the bibliography shows. */
  rangeAt(start: number, end: number): { from: number; to: number } | null;
}

const BLOCK_GAP = '\n\n';

/** What an inserted citation or a generated bibliography shows, from its attributes. */
function atomWords(node: PmNode): string | null {
  if (node.type.name === 'bibliography') {
    const entries = (node.attrs.entries ?? []) as { text: string }[][];
    const lines = entries.map((parts) => parts.map((part) => part.text).join(''));
    return [String(node.attrs.heading ?? 'References'), ...lines].join(BLOCK_GAP);
  }
  // A citation keeps the words it shows in its `text` attribute.
  return node.isAtom && typeof node.attrs.text === 'string' && node.attrs.text ? node.attrs.text : null;
}

/**
 * Headings and paragraphs each become one stretch of text, so the checker finds "References" on a line of its
 * own and each entry of the list after it. A citation inserted from the library reads as the words it shows,
 * and the generated bibliography as its heading and entries, so typed and inserted citations are checked
 * together; a finding in either points at the whole node. Other inline atoms (footnote markers) read as
 * nothing, and a hard break as a line break.
 */
export function draftCitationText(doc: PmNode): DraftCitationText {
  const blocks: Block[] = [];
  let text = '';
  const open = () => {
    if (blocks.length > 0) text += BLOCK_GAP;
    const block: Block = { start: text.length, end: text.length, pieces: [] };
    blocks.push(block);
    return block;
  };
  const push = (block: Block, words: string, docPos: number, atom: boolean) => {
    block.pieces.push({ text: text.length, length: words.length, doc: docPos, atom });
    text += words;
    block.end = text.length;
  };
  doc.descendants((node, pos) => {
    if (node.type.name === 'bibliography') {
      push(open(), atomWords(node) ?? '', pos, true);
      return false;
    }
    if (!node.isTextblock) return true;
    const block = open();
    node.forEach((child, offset) => {
      const at = pos + 1 + offset;
      if (child.isText) push(block, child.text ?? '', at, false);
      else if (child.type.name === 'hardBreak') push(block, '\n', at, false);
      else {
        const words = atomWords(child);
        if (words) push(block, words, at, true);
      }
    });
    return false;
  });

  /** Where a text offset falls in the document; a span's start goes to the next piece, its end to the last. */
  const position = (block: Block, offset: number, side: 'start' | 'end'): number | null => {
    const piece = block.pieces.find((p) =>
      side === 'start'
        ? offset >= p.text && offset < p.text + p.length
        : offset > p.text && offset <= p.text + p.length,
    );
    if (!piece) return null;
    if (piece.atom) return side === 'start' ? piece.doc : piece.doc + 1;
    return piece.doc + (offset - piece.text);
  };

  return {
    text,
    rangeAt(start, end) {
      // The last block starting at or before `start` holds it (binary search: a thesis has thousands).
      let lo = 0;
      let hi = blocks.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (blocks[mid]!.start <= start) lo = mid;
        else hi = mid - 1;
      }
      const block = blocks[lo];
      if (!block) return null;
      // A span running past its block is cut where the block ends.
      const from = position(block, start, 'start');
      const to = position(block, Math.min(end, block.end), 'end');
      return from !== null && to !== null && to > from ? { from, to } : null;
    },
  };
}
