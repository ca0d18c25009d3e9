import type { GrammarEdit } from '@penwright/shared';
import type { Node as PmNode } from '@tiptap/pm/model';
import { PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { Finding, PlacedFinding } from '../finding';
import { blockText, spanToDoc, textHash } from './block-text';
import { changedRanges, mapRanges, mergeRanges, type Range } from './ranges';

/** A paragraph sent for checking: where it was (mapped through every edit since) and what its text was. */
export interface Pending {
  id: number;
  pos: number;
  hash: number;
}

export interface ParagraphResult {
  id: number;
  edits: readonly GrammarEdit[];
}

export interface GrammarState {
  decorations: DecorationSet;
  /** What changed since the last check was sent. */
  dirty: Range[];
  pending: Pending[];
  /** Bumped whenever the list of findings changes other than by moving with the text. */
  revision: number;
}

export type GrammarMeta =
  | { type: 'take'; pending: Pending[]; results: ParagraphResult[] }
  | { type: 'results'; results: ParagraphResult[] }
  | { type: 'failed'; ids: number[] }
  | { type: 'suppress' }
  | { type: 'reset' };

/** Whether a finding is to stay hidden (ignored, or a word in the personal dictionary). */
export type Suppress = (finding: Finding) => boolean;

export const grammarKey = new PluginKey<GrammarState>('grammar');

let nextId = 0;

export function initialGrammarState(doc: PmNode): GrammarState {
  return {
    decorations: DecorationSet.empty,
    dirty: [{ from: 0, to: doc.content.size }],
    pending: [],
    revision: 0,
  };
}

const specOf = (d: Decoration): Finding => (d.spec as { finding: Finding }).finding;

function findingAt(finding: Finding, from: number, to: number): Decoration {
  return Decoration.inline(
    from,
    to,
    { class: `pw-grammar pw-grammar-${finding.edit.category}`, 'data-grammar-id': finding.id },
    { finding },
  );
}

/** The new underlines of one checked paragraph, in place of its old ones, unless it changed since. */
function placeResult(
  doc: PmNode,
  set: DecorationSet,
  pending: Pending,
  edits: readonly GrammarEdit[],
  suppress: Suppress,
) {
  const node = doc.nodeAt(pending.pos);
  if (!node?.isTextblock) return set;
  const block = blockText(node);
  if (textHash(block.text) !== pending.hash) return set;
  const start = pending.pos + 1;
  const end = pending.pos + node.nodeSize - 1;
  const old = set.find(start, end).filter((d) => d.from >= start && d.to <= end);
  // A finding that is still there after a re-check keeps its id, so the panel's row (and its focus) stays put.
  const kept = new Map(old.map((d) => [`${d.from}:${d.to}:${specOf(d).edit.rule}`, specOf(d).id]));
  const added: Decoration[] = [];
  for (const edit of edits) {
    const range = spanToDoc(block, start, edit.start, edit.end);
    if (!range) continue;
    const id = kept.get(`${range.from}:${range.to}:${edit.rule}`) ?? `g${(nextId += 1)}`;
    const finding: Finding = { id, edit, text: block.text.slice(edit.start, edit.end) };
    if (!suppress(finding)) added.push(findingAt(finding, range.from, range.to));
  }
  return set.remove(old).add(doc, added);
}

function applyMeta(meta: GrammarMeta, state: GrammarState, doc: PmNode, suppress: Suppress): GrammarState {
  if (meta.type === 'reset') return { ...state, dirty: [{ from: 0, to: doc.content.size }], pending: [] };
  if (meta.type === 'suppress') {
    const hidden = state.decorations.find(undefined, undefined, (spec) =>
      suppress((spec as { finding: Finding }).finding),
    );
    return { ...state, decorations: state.decorations.remove(hidden), revision: state.revision + 1 };
  }
  if (meta.type === 'failed') {
    const failed = state.pending.filter((p) => meta.ids.includes(p.id));
    const again = failed.map((p) => ({
      from: p.pos + 1,
      to: p.pos + Math.max(1, (doc.nodeAt(p.pos)?.nodeSize ?? 2) - 1),
    }));
    return {
      ...state,
      dirty: mergeRanges(state.dirty, again),
      pending: state.pending.filter((p) => !meta.ids.includes(p.id)),
    };
  }
  const pending = meta.type === 'take' ? [...state.pending, ...meta.pending] : state.pending;
  let decorations = state.decorations;
  const done = new Set<number>();
  for (const result of meta.results) {
    const entry = pending.find((p) => p.id === result.id);
    if (!entry) continue;
    done.add(entry.id);
    decorations = placeResult(doc, decorations, entry, result.edits, suppress);
  }
  return {
    decorations,
    dirty: meta.type === 'take' ? [] : state.dirty,
    pending: pending.filter((p) => !done.has(p.id)),
    revision: state.revision + (done.size > 0 ? 1 : 0),
  };
}

/**
 * The plugin's state through one transaction. Per keystroke this is cheap: the underlines and the few ranges
 * move with the edit, and only underlines the edit touched are dropped (a corrected word loses its underline
 * at once). Results arrive as metadata and replace one paragraph's underlines at a time.
 */
export function applyGrammar(tr: Transaction, prev: GrammarState, suppress: Suppress): GrammarState {
  let state = prev;
  if (tr.docChanged) {
    const changed = changedRanges(tr);
    let decorations = prev.decorations.map(tr.mapping, tr.doc);
    const touched = changed.flatMap((r) =>
      decorations
        .find(r.from, r.to)
        .filter((d) => (r.to > r.from ? d.from < r.to && d.to > r.from : d.from < r.from && d.to > r.from)),
    );
    if (touched.length > 0) decorations = decorations.remove(touched);
    state = {
      decorations,
      dirty: mergeRanges(mapRanges(prev.dirty, tr.mapping), changed),
      pending: prev.pending.map((p) => ({ ...p, pos: tr.mapping.map(p.pos, 1) })),
      revision: prev.revision + (touched.length > 0 ? 1 : 0),
    };
  }
  const meta = tr.getMeta(grammarKey) as GrammarMeta | undefined;
  return meta ? applyMeta(meta, state, tr.doc, suppress) : state;
}

/** Every finding in the document, in reading order. */
export function placedFindings(state: EditorState): PlacedFinding[] {
  const set = grammarKey.getState(state)?.decorations ?? DecorationSet.empty;
  return set
    .find()
    .map((d) => ({ ...(d.spec as { finding: Finding }).finding, from: d.from, to: d.to }))
    .sort((a, b) => a.from - b.from);
}

/** One finding by id, where it is now. */
export function findingById(state: EditorState, id: string): PlacedFinding | null {
  const set = grammarKey.getState(state)?.decorations;
  const hit = set?.find(undefined, undefined, (spec) => (spec as { finding: Finding }).finding.id === id)[0];
  return hit ? { ...(hit.spec as { finding: Finding }).finding, from: hit.from, to: hit.to } : null;
}

/** The finding under a document position, if any. */
export function findingAtPos(state: EditorState, pos: number): PlacedFinding | null {
  const set = grammarKey.getState(state)?.decorations;
  // Where findings overlap ("Students doesnt" and "doesnt"), the one closest around the pointer is meant.
  const hit = set
    ?.find(pos, pos)
    .filter((d) => d.from <= pos && d.to >= pos)
    .sort((a, b) => a.to - a.from - (b.to - b.from))[0];
  return hit ? { ...(hit.spec as { finding: Finding }).finding, from: hit.from, to: hit.to } : null;
}
