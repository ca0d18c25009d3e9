import { Extension } from '@tiptap/core';
import { NodeSelection, Plugin } from '@tiptap/pm/state';
import { insertFootnote } from '../footnotes/footnotes';

/**
 * Shortcuts beyond TipTap's own: Mod-K opens the link dialog, Mod-Alt-F adds a footnote, Mod-Alt-C opens the
 * citation dialog. A citation already in the draft opens the same dialog to be changed: double-click it, or
 * select it and press Enter.
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
      Enter: () => {
        const { selection } = this.editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'citation') return false;
        this.options.onCite();
        return true;
      },
    };
  },
  addProseMirrorPlugins() {
    const onCite = () => this.options.onCite();
    return [
      new Plugin({
        props: {
          handleDoubleClickOn(view, _pos, node, nodePos) {
            if (node.type.name !== 'citation') return false;
            view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, nodePos)));
            onCite();
            return true;
          },
        },
      }),
    ];
  },
});
