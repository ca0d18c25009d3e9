import { CITATION_STYLES, type CitationStyle } from '@penwright/shared';
import { Node } from '@tiptap/core';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { entryParts, type EntryPart } from './entry-parts';

/*
 * The draft's bibliography: `section.bibliography[data-bibliography][data-style]` at the end of the draft, a
 * heading in the style's words and one paragraph an entry. It is made from the citations (citation-sync.ts) and
 * never edited by hand, so it is one atom: the caret steps over it, Backspace removes it whole (and the next
 * sync puts it back while citations remain). It is not counted (see `countHtmlWords`).
 */

/** The list's heading in each style: MLA's "Works Cited"; the author-date and numeric styles' "References". */
export const BIBLIOGRAPHY_HEADINGS: Record<CitationStyle, string> = {
  apa: 'References',
  mla: 'Works Cited',
  chicago: 'References',
  harvard: 'References',
  ieee: 'References',
  vancouver: 'References',
};

const isStyle = (value: string | null): value is CitationStyle =>
  (CITATION_STYLES as readonly string[]).includes(value ?? '');

function partSpec({ text, marks }: EntryPart): DOMOutputSpec | string {
  return marks.reduceRight<DOMOutputSpec | string>((inner, mark) => [mark, {}, inner], text);
}

export const Bibliography = Node.create({
  name: 'bibliography',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    return {
      style: {
        default: null as CitationStyle | null,
        parseHTML: (element) => {
          const style = element.getAttribute('data-style');
          return isStyle(style) ? style : null;
        },
        renderHTML: (attributes) => (attributes.style ? { 'data-style': attributes.style as string } : {}),
      },
      heading: {
        default: 'References',
        parseHTML: (element) => element.querySelector('h2, h3, h4')?.textContent?.trim() || 'References',
        renderHTML: () => ({}),
      },
      entries: {
        default: [] as EntryPart[][],
        parseHTML: (element) =>
          [...element.querySelectorAll('p')].map((p) => entryParts(p.innerHTML)).filter((e) => e.length > 0),
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'section[data-bibliography]', priority: 60 }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const entries = node.attrs.entries as EntryPart[][];
    return [
      'section',
      { ...HTMLAttributes, class: 'bibliography', 'data-bibliography': '' },
      ['h2', {}, node.attrs.heading as string],
      ...entries.map((parts): DOMOutputSpec => ['p', {}, ...parts.map(partSpec)]),
    ];
  },
  // A reference list is not the writer's words: the counts and the checks read past it.
  renderText() {
    return '';
  },
});
