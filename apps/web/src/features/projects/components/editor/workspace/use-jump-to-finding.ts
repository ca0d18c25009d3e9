import type { Editor } from '@tiptap/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { parseFindingSearch } from '../../review/finding-link';
import { draftCitationText } from '../citations/draft-citation-text';

/** How far from its offsets a finding's words are looked for, should the text have moved a little. */
const NEAR = 2_000;

/**
 * Arriving from the review with `?at=START-END&q=WORDS`: selects those words and brings them into view. The
 * offsets are into the draft's text as the review read it, which is the text `draftCitationText` builds; when
 * the words there differ (an edit since), the nearest place they appear is taken instead.
 */
export function useJumpToFinding(editor: Editor | null) {
  const [params, setParams] = useSearchParams();
  const target = parseFindingSearch(params);
  const key = target ? `${target.start}-${target.end}` : '';
  useEffect(() => {
    if (!editor || editor.isDestroyed || !target) return;
    const draft = draftCitationText(editor.state.doc);
    let { start, end } = target;
    if (target.excerpt && draft.text.slice(start, end) !== target.excerpt) {
      const from = Math.max(0, start - NEAR);
      const found = draft.text.indexOf(target.excerpt, from);
      if (found !== -1 && found - start <= NEAR) {
        start = found;
        end = found + target.excerpt.length;
      }
    }
    const range = draft.rangeAt(start, end);
    if (range) {
      editor.chain().focus().setTextSelection(range).run();
      const { node } = editor.view.domAtPos(range.from);
      const element = node instanceof Element ? node : node.parentElement;
      element?.scrollIntoView({ block: 'center', inline: 'nearest' });
    }
    // Done once: a reload or a later visit does not jump again.
    setParams(
      (p) => {
        p.delete('at');
        p.delete('q');
        return p;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per target
  }, [editor, key]);
}
