import { Fragment, Slice, type Node as PMNode, type NodeType, type Schema } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { AttrStep } from '@tiptap/pm/transform';

/*
 * Keeps footnotes numbered 1..k in the order their references appear, with one note per reference in that order
 * at the end of the draft: a note whose reference was deleted goes, a reference without a note gets an empty one,
 * and the section goes when it is empty. A reference is tied to its note by number only (that is all the saved
 * markup holds), so the numbers are rewritten in the same transaction as the edit that moved them, and undo
 * takes both back together.
 */

export const footnoteSyncKey = new PluginKey('footnoteSync');

type FootnoteTypes = { ref: NodeType; item: NodeType; section: NodeType; paragraph: NodeType };
type Located = { node: PMNode; pos: number };

function footnoteTypes(schema: Schema): FootnoteTypes | null {
  const { footnoteRef, footnoteItem, footnotes, paragraph } = schema.nodes;
  if (!footnoteRef || !footnoteItem || !footnotes || !paragraph) return null;
  return { ref: footnoteRef, item: footnoteItem, section: footnotes, paragraph };
}

/** Whether a reference, note or section starts or ends inside [from, to) of `doc`. */
function hasFootnoteBoundary(doc: PMNode, from: number, to: number, types: FootnoteTypes): boolean {
  if (from >= to) return false;
  let found = false;
  doc.nodesBetween(from, to, (node, pos) => {
    if (found) return false;
    if (node.type === types.ref || node.type === types.item || node.type === types.section) {
      const end = pos + node.nodeSize;
      found = (pos >= from && pos < to) || (end > from && end <= to);
    }
    return !found;
  });
  return found;
}

/**
 * Whether the transaction inserted, removed, split or joined a footnote node. Only the ranges its steps replaced
 * are looked at, so typing in a long draft costs a walk down to the cursor, not a scan of the document; content
 * outside those ranges keeps its order, so the numbering cannot have changed.
 */
export function touchesFootnotes(tr: Transaction, types: FootnoteTypes): boolean {
  return tr.steps.some((step, index) => {
    const before = tr.docs[index];
    const after = tr.docs[index + 1] ?? tr.doc;
    if (!before) return false;
    if (step instanceof AttrStep) return after.nodeAt(step.pos)?.type === types.ref;
    let touched = false;
    step.getMap().forEach((oldStart, oldEnd, newStart, newEnd) => {
      touched ||=
        hasFootnoteBoundary(before, oldStart, oldEnd, types) ||
        hasFootnoteBoundary(after, newStart, newEnd, types);
    });
    return touched;
  });
}

/** The fragment with every reference replaced by `replace(ref)`, or dropped when that gives null. */
function mapRefs(fragment: Fragment, ref: NodeType, replace: (node: PMNode) => PMNode | null): Fragment {
  let changed = false;
  const children: PMNode[] = [];
  fragment.forEach((child) => {
    let next: PMNode | null = child;
    if (child.type === ref) next = replace(child);
    else if (!child.isLeaf) {
      const inner = mapRefs(child.content, ref, replace);
      if (inner !== child.content) next = child.copy(inner);
    }
    if (next !== child) changed = true;
    if (next) children.push(next);
  });
  return changed ? Fragment.from(children) : fragment;
}

/*
 * Copy and paste (and drag and drop) carry only the reference, whose number means another note once pasted, or
 * none after a cut. So a copied reference carries a token for its note's content, kept here for the pasted
 * reference to take its note from. Tokens are not secrets; the last hundred are kept.
 */
const copiedNotes = new Map<string, unknown>();
const COPIED_NOTES_KEPT = 100;
let copies = 0;

function rememberNote(content: Fragment): string {
  copies += 1;
  const token = `${Date.now().toString(36)}-${copies}-${Math.random().toString(36).slice(2, 10)}`;
  copiedNotes.set(token, content.toJSON());
  if (copiedNotes.size > COPIED_NOTES_KEPT) copiedNotes.delete(copiedNotes.keys().next().value!);
  return token;
}

function copiedNote(token: unknown, schema: Schema): Fragment | null {
  const json = typeof token === 'string' ? copiedNotes.get(token) : undefined;
  if (json === undefined) return null;
  try {
    return Fragment.fromJSON(schema, json);
  } catch {
    return null;
  }
}

/** The footnote sections, last first (the last one is the draft's own; any other came in with a paste). */
function findSections(doc: PMNode, types: FootnoteTypes): { refs: Located[]; sections: Located[] } {
  const refs: Located[] = [];
  const sections: Located[] = [];
  doc.descendants((node, pos) => {
    if (node.type === types.ref) refs.push({ node, pos });
    if (node.type === types.section) sections.unshift({ node, pos });
    return node.type !== types.section && !node.isLeaf;
  });
  return { refs, sections };
}

/** Notes by number; the draft's own section wins over a pasted one, and the first note of a number wins. */
function notesByNumber(sections: Located[]): Map<number, PMNode> {
  const notes = new Map<number, PMNode>();
  for (const { node } of sections) {
    node.forEach((item) => {
      const n = Number(item.attrs.n);
      if (!notes.has(n)) notes.set(n, item);
    });
  }
  return notes;
}

/** Puts the notes `items` into `section`, replacing only the run of notes that differs. */
function replaceNotes(tr: Transaction, section: Located, items: PMNode[]): void {
  const old = section.node;
  let start = 0;
  while (start < old.childCount && start < items.length && old.child(start).eq(items[start]!)) start += 1;
  let oldEnd = old.childCount;
  let newEnd = items.length;
  while (oldEnd > start && newEnd > start && old.child(oldEnd - 1).eq(items[newEnd - 1]!)) {
    oldEnd -= 1;
    newEnd -= 1;
  }
  if (start === oldEnd && start === newEnd) return;
  let from = section.pos + 1;
  for (let i = 0; i < start; i += 1) from += old.child(i).nodeSize;
  let to = from;
  for (let i = start; i < oldEnd; i += 1) to += old.child(i).nodeSize;
  tr.replaceWith(from, to, Fragment.from(items.slice(start, newEnd)));
}

/**
 * Renumbers the references in document order and rebuilds the notes to match them, in `tr`. Returns whether
 * anything changed. Positions of text outside the footnote section are left as they were.
 */
export function syncFootnotes(tr: Transaction): boolean {
  const types = footnoteTypes(tr.doc.type.schema);
  if (!types) return false;
  const stepsBefore = tr.steps.length;
  const { refs, sections } = findSections(tr.doc, types);
  const notes = notesByNumber(sections);
  const claimed = new Set<number>();
  const dropNestedRefs = (content: Fragment) => mapRefs(content, types.ref, () => null);
  const items = refs.map(({ node, pos }, index) => {
    const n = index + 1;
    const old = Number(node.attrs.n);
    let content = copiedNote(node.attrs.note, tr.doc.type.schema);
    // A pasted reference with a note from elsewhere never takes over the note of the one it was copied from.
    if (!content && node.attrs.note == null && !claimed.has(old) && notes.has(old)) {
      content = notes.get(old)!.content;
      claimed.add(old);
    }
    if (old !== n) tr.setNodeAttribute(pos, 'n', n);
    if (node.attrs.note != null) tr.setNodeAttribute(pos, 'note', null);
    return types.item.create({ n }, content ? dropNestedRefs(content) : types.paragraph.create());
  });

  const [home, ...others] = sections;
  if (home && items.length > 0) replaceNotes(tr, home, items);
  if (!home && items.length > 0) tr.insert(tr.doc.content.size, types.section.create(null, items));
  // Highest position first, so the positions still to delete stay valid; the draft's own goes when empty.
  const remove = items.length > 0 ? others : sections;
  for (const { node, pos } of [...remove].sort((a, b) => b.pos - a.pos)) tr.delete(pos, pos + node.nodeSize);
  return tr.steps.length > stepsBefore;
}

/** Where the text of note `n` starts, in the draft's own notes section. */
export function noteTextStart(doc: PMNode, n: number): number | null {
  const types = footnoteTypes(doc.type.schema);
  const home = types ? findSections(doc, types).sections[0] : undefined;
  let at: number | null = null;
  home?.node.forEach((item, offset) => {
    // The section, the note and its first paragraph each open one position.
    if (at === null && Number(item.attrs.n) === n) at = home.pos + offset + 3;
  });
  return at;
}

/** The plugin that runs {@link syncFootnotes} after any transaction that changed a footnote node. */
export function footnoteSyncPlugin(): Plugin {
  return new Plugin({
    key: footnoteSyncKey,
    appendTransaction(transactions, _, state) {
      const types = footnoteTypes(state.schema);
      if (!types) return null;
      const touched = transactions.some(
        (tr) => tr.docChanged && !tr.getMeta(footnoteSyncKey) && touchesFootnotes(tr, types),
      );
      if (!touched) return null;
      const tr = state.tr;
      try {
        return syncFootnotes(tr) ? tr.setMeta(footnoteSyncKey, true) : null;
      } catch (error) {
        // Numbering must never stop the writer typing: leave the notes as they are.
        console.error('Footnotes could not be renumbered', error);
        return null;
      }
    },
    props: {
      transformCopied(slice, view) {
        const types = footnoteTypes(view.state.schema);
        if (!types) return slice;
        let notes: Map<number, PMNode> | null = null;
        const content = mapRefs(slice.content, types.ref, (ref) => {
          notes ??= notesByNumber(findSections(view.state.doc, types).sections);
          const note = notes.get(Number(ref.attrs.n));
          return note ? ref.type.create({ ...ref.attrs, note: rememberNote(note.content) }) : ref;
        });
        return content === slice.content ? slice : new Slice(content, slice.openStart, slice.openEnd);
      },
    },
  });
}
