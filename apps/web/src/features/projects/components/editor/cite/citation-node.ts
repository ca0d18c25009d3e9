import { mergeAttributes, Node } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection, type Selection } from '@tiptap/pm/state';

/*
 * A citation from the writer's library: `span.citation[data-citation="id1,id2"][data-locator="12"]` holding the
 * in-text citation in the project's style. The ids keep it linked to the library; the text is the style's and
 * is rewritten by citation-sync.ts whenever the style, or the citations before it (numbers, "a"/"b" years),
 * change. Until the first answer it shows an ellipsis. Sources cited together can each carry their own page:
 * `data-locators="12||chap. 3"` gives one per id, by position (empty for none), and then `data-locator` is left out.
 */

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    citation: {
      /**
       * A citation of `items` (library ids, cited together) at the cursor, with an optional page (`locator`, for
       * the last source) or a page for each source (`locators`, by position).
       */
      insertCitation: (citation: CitationInput) => ReturnType;
      /** Changes the selected citation's sources and pages; its text is rewritten in the project's style. */
      updateCitation: (citation: CitationInput) => ReturnType;
    };
  }
}

export interface CitationInput {
  items: string[];
  locator?: string | null;
  locators?: ReadonlyArray<string | null> | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const LOCATOR_MAX = 40;
const cleanLocator = (value: string | null | undefined) =>
  value?.replace(/\|/g, '/').trim().slice(0, LOCATOR_MAX) || null;

/**
 * The node's page attributes for `ids`: one page per source when more than one source has one, or when the one
 * page is not the last source's; otherwise the single `locator` the last source carries.
 */
export function locatorAttrs(
  ids: readonly string[],
  { locator, locators }: Pick<CitationInput, 'locator' | 'locators'>,
): { locator: string | null; locators: Array<string | null> | null } {
  if (!locators) return { locator: cleanLocator(locator), locators: null };
  const each = ids.map((_, i) => cleanLocator(locators[i]));
  const given = each.filter(Boolean).length;
  if (given === 0) return { locator: null, locators: null };
  if (given === 1 && each[each.length - 1]) return { locator: each[each.length - 1]!, locators: null };
  return { locator: null, locators: each };
}

/** `data-locators` read back: one page or null per id. */
export function parseLocators(value: string | null, count: number): Array<string | null> | null {
  if (!value) return null;
  const parts = value.split('|').slice(0, count).map(cleanLocator);
  while (parts.length < count) parts.push(null);
  return parts.some(Boolean) ? parts : null;
}
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
        parseHTML: (element) =>
          element.getAttribute('data-locators') ? null : cleanLocator(element.getAttribute('data-locator')),
        renderHTML: (attributes) =>
          attributes.locator ? { 'data-locator': attributes.locator as string } : {},
      },
      locators: {
        default: null as Array<string | null> | null,
        parseHTML: (element) =>
          parseLocators(
            element.getAttribute('data-locators'),
            citationIds(element.getAttribute('data-citation')).length,
          ),
        renderHTML: (attributes) => {
          const locators = attributes.locators as Array<string | null> | null;
          return locators ? { 'data-locators': locators.map((l) => l ?? '').join('|') } : {};
        },
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
        ({ items, ...pages }) =>
        ({ tr, dispatch, state }) => {
          const type = state.schema.nodes.citation;
          const ids = citationIds(items.join(','));
          if (!type || ids.length === 0) return false;
          if (!dispatch) return true;
          const node = type.create({ items: ids, ...locatorAttrs(ids, pages), text: '' });
          tr.replaceSelectionWith(node, false).scrollIntoView();
          return true;
        },
      updateCitation:
        ({ items, ...pages }) =>
        ({ tr, dispatch }) => {
          const target = selectedCitation(tr.selection);
          const ids = citationIds(items.join(','));
          if (!target || ids.length === 0) return false;
          if (!dispatch) return true;
          // The old text stays until the style answers, so nothing flickers to an ellipsis and back.
          tr.setNodeMarkup(target.pos, undefined, {
            ...target.node.attrs,
            items: ids,
            ...locatorAttrs(ids, pages),
          });
          tr.setSelection(NodeSelection.create(tr.doc, target.pos));
          return true;
        },
    };
  },
});
