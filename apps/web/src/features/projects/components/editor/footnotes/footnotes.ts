import { mergeAttributes, Node, type Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { footnoteSyncKey, footnoteSyncPlugin, noteTextStart, syncFootnotes } from './footnote-sync';

/*
 * Footnotes in the markup the server's sanitizer keeps: a reference `sup[data-footnote-ref id=fnref-N] > a[href=#fn-N]`
 * in the text, and the notes in `section.footnotes[data-footnotes] > ol > li[id=fn-N][data-footnote]` at the end.
 * The Footnotes node's plugin (footnote-sync.ts) keeps the numbers and the notes in step with the references.
 */

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    footnotes: {
      /** A reference at the cursor, numbered for its place, with an empty note the cursor moves into. */
      insertFootnote: () => ReturnType;
    };
  }
}

const numberFrom = (pattern: RegExp) => (element: HTMLElement) =>
  Number(pattern.exec(element.id)?.[1] ?? element.textContent?.trim()) || 1;

export const FootnoteRef = Node.create({
  name: 'footnoteRef',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      n: { default: 1, parseHTML: numberFrom(/^fnref-(\d+)$/), renderHTML: () => ({}) },
      // Only on the clipboard: the token of the copied note (see footnote-sync.ts); never in the saved draft.
      note: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-note'),
        renderHTML: (attributes) => (attributes.note ? { 'data-note': attributes.note as string } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'sup[data-footnote-ref]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const n = String(node.attrs.n);
    return [
      'sup',
      mergeAttributes(HTMLAttributes, { 'data-footnote-ref': '', id: `fnref-${n}`, class: 'footnote-ref' }),
      ['a', { href: `#fn-${n}` }, n],
    ];
  },
  addCommands() {
    return {
      insertFootnote:
        () =>
        ({ tr, dispatch }) => {
          const { footnoteRef, footnotes } = tr.doc.type.schema.nodes;
          if (!footnoteRef || !footnotes) return false;
          const { $from } = tr.selection;
          for (let depth = $from.depth; depth > 0; depth -= 1) {
            if ($from.node(depth).type === footnotes) return false; // no notes inside notes
          }
          if (!dispatch) return true;
          tr.replaceSelectionWith(footnoteRef.create({ n: 0 }), false);
          const after = tr.selection.$from;
          let refPos = after.nodeBefore?.type === footnoteRef ? after.pos - 1 : -1;
          const synced = tr.steps.length;
          syncFootnotes(tr);
          refPos = refPos < 0 ? -1 : tr.mapping.slice(synced).map(refPos);
          const n = refPos < 0 ? 0 : Number(tr.doc.nodeAt(refPos)?.attrs.n);
          const note = noteTextStart(tr.doc, n);
          if (note !== null) tr.setSelection(TextSelection.create(tr.doc, note));
          tr.setMeta(footnoteSyncKey, true).scrollIntoView();
          return true;
        },
    };
  },
});

export const FootnoteItem = Node.create({
  name: 'footnoteItem',
  content: 'paragraph+',
  defining: true,
  addAttributes() {
    return { n: { default: 1, parseHTML: numberFrom(/^fn-(\d+)$/), renderHTML: () => ({}) } };
  },
  parseHTML() {
    return [{ tag: 'li[data-footnote]', priority: 60 }];
  },
  renderHTML({ node }) {
    return ['li', { 'data-footnote': '', id: `fn-${String(node.attrs.n)}` }, 0];
  },
  addKeyboardShortcuts() {
    return {
      // Backspace at the very start of a note would merge it into the note (or the text) before it, and its
      // reference would be left with a fresh empty note. A note goes with its reference, so here it does nothing.
      Backspace: ({ editor }) => {
        const { empty, $from } = editor.state.selection;
        return (
          empty && $from.parentOffset === 0 && $from.node(-1).type.name === this.name && $from.index(-1) === 0
        );
      },
    };
  },
});

export const Footnotes = Node.create({
  name: 'footnotes',
  group: 'block',
  content: 'footnoteItem+',
  isolating: true,
  parseHTML() {
    return [{ tag: 'section[data-footnotes]', contentElement: 'ol', priority: 60 }];
  },
  renderHTML() {
    return ['section', { 'data-footnotes': '', class: 'footnotes' }, ['ol', 0]];
  },
  addProseMirrorPlugins() {
    return [footnoteSyncPlugin()];
  },
});

/** Puts a numbered reference at the cursor and an empty note for it at the end, and moves into the note. */
export function insertFootnote(editor: Editor): void {
  editor.chain().focus().insertFootnote().run();
}
