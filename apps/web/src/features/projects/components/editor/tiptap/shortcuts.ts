import { Extension } from '@tiptap/core';
import { insertFootnote } from '../footnotes/footnotes';

/**
 * Shortcuts beyond TipTap's own: Mod-K opens the link dialog, Mod-Alt-F adds a footnote, Mod-Alt-C opens the
 * citation dialog.
 */
export const DraftShortcuts = Extension.create<{ onLink: () => void; onCite: () => void }>({
  name: 'draftShortcuts',
  addOptions() {
    return { onLink: () => undefined, onCite: () => undefined };
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
      'Mod-Alt-c': () => {
        this.options.onCite();
        return true;
      },
    };
  },
});
