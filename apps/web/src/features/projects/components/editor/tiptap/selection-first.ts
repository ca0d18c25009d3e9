import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/** The part of ProseMirror's view that reads the page's selection and typing back into the editor's state. */
interface DomObserver {
  flush(): void;
}

/**
 * The editor learns that the caret moved from the browser's `selectionchange` event, which arrives a moment
 * after the move. A key pressed in that moment (a shortcut straight after a click, or the arrow after End on a
 * busy page) was handled at the old caret: an arrow next to a citation selected the citation, and the next
 * character typed replaced it. Before any key is handled, this reads the page's selection into the editor,
 * the same reading ProseMirror does when the event comes.
 */
export const SelectionFirst = Extension.create({
  name: 'selectionFirst',
  // Before every other key handler, shortcuts included.
  priority: 10_000,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('selectionFirst'),
        props: {
          handleKeyDown(view) {
            if (!view.composing) readPageSelection(view);
            return false;
          },
        },
      }),
    ];
  },
});

/**
 * ProseMirror keeps this reader internal; without it (a version that renamed it) keys simply wait for the event
 * as before.
 */
function readPageSelection(view: EditorView): void {
  const observer = (view as unknown as { domObserver?: Partial<DomObserver> }).domObserver;
  if (typeof observer?.flush === 'function') observer.flush();
}
