import type { Editor } from '@tiptap/core';
import { flushSync } from 'react-dom';

/**
 * Closes a dialog that has just changed the draft and gives the draft the focus back within the same event.
 * Left to the dialog, the focus returns a moment after it has gone, and to whatever opened it (a toolbar
 * button): a key pressed straight after, such as Ctrl+Z to take the change back, would miss the draft.
 */
export function closeToEditor(editor: Editor, onOpenChange: (open: boolean) => void): void {
  // Committed at once, the closed dialog stops holding the focus inside itself.
  flushSync(() => onOpenChange(false));
  // The view's own focus: TipTap's focus command waits for the next frame.
  editor.view.focus();
}
