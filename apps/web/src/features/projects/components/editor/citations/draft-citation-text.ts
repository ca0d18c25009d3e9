import type { Node as PmNode } from '@tiptap/pm/model';
import { blockText, spanToDoc, type BlockText } from '../../../../../components/grammar/extension/block-text';

/** A text block of the draft, where its text starts in the whole and where its content starts in the document. */
interface Placed {
  block: BlockText;
  textStart: number;
  contentStart: number;
}

/** The draft as the citation checker reads it: its blocks, a blank line apart, and the way back to positions. */
export interface DraftCitationText {
  text: string;
  /** The document range of a span of `text`, cut at its block's end; null where it covers no text. */
  toDoc(start: number, end: number): { from: number; to: number } | null;
}

const BLOCK_GAP = '\n\n';

/**
 * Headings and paragraphs each become one stretch of text, so the checker finds "References" on a line of its
 * own and each entry of the list after it; footnote markers read as nothing (see `blockText`).
 */
export function draftCitationText(doc: PmNode): DraftCitationText {
  const placed: Placed[] = [];
  let text = '';
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    if (placed.length > 0) text += BLOCK_GAP;
    const block = blockText(node);
    placed.push({ block, textStart: text.length, contentStart: pos + 1 });
    text += block.text;
    return false;
  });
  return {
    text,
    toDoc(start, end) {
      // The last block starting at or before `start` holds it (binary search: a thesis has thousands).
      let lo = 0;
      let hi = placed.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (placed[mid]!.textStart <= start) lo = mid;
        else hi = mid - 1;
      }
      const at = placed[lo];
      if (!at) return null;
      const from = start - at.textStart;
      const to = Math.min(end - at.textStart, at.block.text.length);
      return spanToDoc(at.block, at.contentStart, from, to);
    },
  };
}
