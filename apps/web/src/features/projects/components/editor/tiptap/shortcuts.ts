import { Extension } from '@tiptap/core';
import { insertFootnote } from '../footnotes/footnotes';

/** Shortcuts beyond TipTap's own: Mod-K opens the link dialog, Mod-Alt-F adds a footnote. */
export const DraftShortcuts = Extension.create<{ onLink: () => void }>({
  name: 'draftShortcuts',
  addOptions() {
    return { onLink: () => undefined };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.onLink();
        return true;
      },
      'Mod-Alt-f': () => {
        insertFootnote(this.editor);
        return true;
      },
    };
  },
});
