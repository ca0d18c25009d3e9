import { TextSelection, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/** Whether `node` lies inside a non-editable node's own DOM within the editor (a citation's text). */
function insideAtom(view: EditorView, node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  const atom = element?.closest('[contenteditable="false"]');
  return !!atom && atom !== view.dom && view.dom.contains(atom);
}

/**
 * The browser's selection, when the editor has not read it yet. A key like Ctrl+Home moves the caret natively
 * and scrolls at once, but the editor hears of the move only with a later "selectionchange" event; a
 * transaction dispatched before that (a check's results arriving, a redraw) would put the caret back where the
 * editor last knew it. Null when there is nothing to adopt: the editor lacks focus, the selection lies outside
 * it, or the editor's own selection is not plain text.
 */
export function unreadSelection(view: EditorView): { anchor: number; head: number } | null {
  const dom = document.getSelection();
  if (!dom?.anchorNode || !dom.focusNode || !view.hasFocus()) return null;
  if (!view.dom.contains(dom.anchorNode) || !view.dom.contains(dom.focusNode)) return null;
  // Inside an atom's own DOM (a citation's text) the browser's offsets are not caret places: read as positions
  // they span the atom, and the next key typed would replace it.
  if (insideAtom(view, dom.anchorNode) || insideAtom(view, dom.focusNode)) return null;
  if (!(view.state.selection instanceof TextSelection)) return null;
  try {
    const anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
    const head = view.posAtDOM(dom.focusNode, dom.focusOffset);
    const { selection } = view.state;
    return anchor === selection.anchor && head === selection.head ? null : { anchor, head };
  } catch {
    // A node the editor does not map (a decoration's widget): leave the selection to the editor.
    return null;
  }
}

/**
 * Dispatches a transaction the writer did not make (results, redraws, reformatted citations) without undoing
 * a caret move the browser has made but the editor has not read yet: the transaction carries that caret.
 */
export function dispatchInBackground(view: EditorView, tr: Transaction): void {
  const moved = unreadSelection(view);
  if (moved) {
    const size = tr.doc.content.size;
    const anchor = Math.min(tr.mapping.map(moved.anchor), size);
    const head = Math.min(tr.mapping.map(moved.head), size);
    tr.setSelection(TextSelection.create(tr.doc, anchor, head));
  }
  view.dispatch(tr);
}
