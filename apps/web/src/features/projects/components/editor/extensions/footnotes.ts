import { Node, type Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';

/*
 * Footnotes in the markup the server's sanitizer keeps: a reference `sup[data-footnote-ref id=fnref-N] > a[href=#fn-N]`
 * in the text, and the notes in `section.footnotes[data-footnotes] > ol > li[id=fn-N][data-footnote]` at the end.
 */

const numberFrom = (pattern: RegExp) => (element: HTMLElement) =>
  Number(pattern.exec(element.id)?.[1] ?? element.textContent?.trim()) || 1;

export const FootnoteRef = Node.create({
  name: 'footnoteRef',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return { n: { default: 1, parseHTML: numberFrom(/^fnref-(\d+)$/), renderHTML: () => ({}) } };
  },
  parseHTML() {
    return [{ tag: 'sup[data-footnote-ref]' }];
  },
  renderHTML({ node }) {
    const n = String(node.attrs.n);
    return [
      'sup',
      { 'data-footnote-ref': '', id: `fnref-${n}`, class: 'footnote-ref' },
      ['a', { href: `#fn-${n}` }, n],
    ];
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
});

/** Puts a numbered reference at the cursor and an empty note for it at the end, and moves into the note. */
export function insertFootnote(editor: Editor): void {
  const { state, view } = editor;
  const { footnoteRef, footnoteItem, footnotes, paragraph } = state.schema.nodes;
  if (!footnoteRef || !footnoteItem || !footnotes || !paragraph) return;
  let highest = 0;
  let sectionPos = -1;
  state.doc.descendants((node, pos) => {
    if (node.type === footnoteRef) highest = Math.max(highest, Number(node.attrs.n) || 0);
    if (node.type === footnotes) sectionPos = pos;
    return node.type !== footnotes;
  });
  const n = highest + 1;
  const tr = state.tr.replaceSelectionWith(footnoteRef.create({ n }), false);
  const item = footnoteItem.create({ n }, paragraph.create());
  let itemPos: number;
  const section = sectionPos >= 0 ? tr.doc.nodeAt(tr.mapping.map(sectionPos)) : null;
  if (section) {
    itemPos = tr.mapping.map(sectionPos) + section.nodeSize - 1;
    tr.insert(itemPos, item);
  } else {
    const end = tr.doc.content.size;
    tr.insert(end, footnotes.create(null, item));
    itemPos = end + 1;
  }
  tr.setSelection(TextSelection.create(tr.doc, itemPos + 2));
  view.dispatch(tr.scrollIntoView());
  view.focus();
}
