import { mergeAttributes, Node } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection, type Selection } from '@tiptap/pm/state';

/*
 * A citation from the writer's library: `span.citation[data-citation="id1,id2"][data-locator="12"]` holding the
 * in-text citation in the project's style. The ids keep it linked to the library; the text is the style's and
 * is rewritten by citation-sync.ts whenever the style, or the citations before it (numbers, "a"/"b" years),
 * change. Until the first answer it shows an ellipsis.
 */

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    citation: {
      /** A citation of `items` (library ids, cited together) with an optional page, at the cursor. */
      insertCitation: (citation: { items: string[]; locator?: string | null }) => ReturnType;
      /** Changes the selected citation's sources and page; its text is rewritten in the project's style. */
      updateCitation: (citation: { items: string[]; locator?: string | null }) => ReturnType;
    };
  }
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
export const CITATION_PENDING = '(…)';

/** The ids in `data-citation`, in order, duplicates and anything that is not an id left out. */
export function citationIds(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').map((id) => id.trim()))]
    .filter((id) => ID.test(id))
    .slice(0, 50);
}

/** The citation the selection holds (a click or Enter selects one whole), or null. */
export function selectedCitation(selection: Selection): { node: ProseMirrorNode; pos: number } | null {
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'citation') return null;
  return { node: selection.node, pos: selection.from };
}

export const Citation = Node.create({
  name: 'citation',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      items: {
        default: [] as string[],
        parseHTML: (element) => citationIds(element.getAttribute('data-citation')),
        renderHTML: (attributes) => ({ 'data-citation': (attributes.items as string[]).join(',') }),
      },
      locator: {
        default: null as string | null,
        parseHTML: (element) => element.getAttribute('data-locator')?.trim().slice(0, 40) || null,
        renderHTML: (attributes) =>
          attributes.locator ? { 'data-locator': attributes.locator as string } : {},
      },
      text: {
        default: '',
        parseHTML: (element) => {
          const text = element.textContent?.trim() ?? '';
          return text === CITATION_PENDING ? '' : text;
        },
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span[data-citation]',
        priority: 60,
        getAttrs: (element) => (citationIds(element.getAttribute('data-citation')).length > 0 ? null : false),
      },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    const text = (node.attrs.text as string) || CITATION_PENDING;
    return ['span', mergeAttributes({ class: 'citation' }, HTMLAttributes), text];
  },
  renderText({ node }) {
    return node.attrs.text as string;
  },
  addCommands() {
    return {
      insertCitation:
        ({ items, locator }) =>
        ({ tr, dispatch, state }) => {
          const type = state.schema.nodes.citation;
          const ids = citationIds(items.join(','));
          if (!type || ids.length === 0) return false;
          if (!dispatch) return true;
          const node = type.create({ items: ids, locator: locator?.trim().slice(0, 40) || null, text: '' });
          tr.replaceSelectionWith(node, false).scrollIntoView();
          return true;
        },
      updateCitation:
        ({ items, locator }) =>
        ({ tr, dispatch }) => {
          const target = selectedCitation(tr.selection);
          const ids = citationIds(items.join(','));
          if (!target || ids.length === 0) return false;
          if (!dispatch) return true;
          // The old text stays until the style answers, so nothing flickers to an ellipsis and back.
          tr.setNodeMarkup(target.pos, undefined, {
            ...target.node.attrs,
            items: ids,
            locator: locator?.trim().slice(0, 40) || null,
          });
          tr.setSelection(NodeSelection.create(tr.doc, target.pos));
          return true;
        },
    };
  },
});
