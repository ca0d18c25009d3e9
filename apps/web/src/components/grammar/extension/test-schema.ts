import { getSchema, Node } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';

/** An inline atom like the draft's footnote reference, for the tests. */
const Ref = Node.create({
  name: 'ref',
  group: 'inline',
  inline: true,
  atom: true,
  parseHTML: () => [{ tag: 'sup' }],
  renderHTML: () => ['sup', 0],
});

/** An inline atom that stands for words, like the draft's citation from the library. */
const Cite = Node.create({
  name: 'cite',
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes: () => ({ text: { default: '' } }),
  renderHTML: ({ node }) => ['span', {}, node.attrs.text as string],
});

export const testSchema = getSchema([StarterKit, Ref, Cite]);

type Inline = string | { br: true } | { ref: true } | { cite: string } | { bold: string };

/** A paragraph from plain strings, hard breaks, references and bold runs. */
export function para(...parts: Inline[]): PmNode {
  const s = testSchema;
  return s.node(
    'paragraph',
    null,
    parts.map((p) => {
      if (typeof p === 'string') return s.text(p);
      if ('br' in p) return s.node('hardBreak');
      if ('ref' in p) return s.node('ref');
      if ('cite' in p) return s.node('cite', { text: p.cite });
      return s.text(p.bold, [s.mark('bold')]);
    }),
  );
}

export function doc(...blocks: PmNode[]): PmNode {
  return testSchema.node('doc', null, blocks);
}
