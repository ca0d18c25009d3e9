import type { GrammarEdit } from '@penwright/shared';
import type { Node as PmNode } from '@tiptap/pm/model';
import { PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { Finding, PlacedFinding } from '../finding';
import { blockText, spanToRange, textHash } from './block-text';
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
  /** Every finding, as decorations that move with each edit: what the panel lists and a click looks up. */
  decorations: DecorationSet;
  /**
   * The findings the view draws: those in `window`, or all of them while it is unknown. Hundreds of underline
   * spans all through a long draft made every keystroke slower; only the ones near the screen are seen.
   */
  shown: DecorationSet;
  /** The stretch of the document on and near the screen (mapped through edits); null until measured. */
  window: Range | null;
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
  | { type: 'reset' }
  | { type: 'window'; window: Range };

/** Whether a finding is to stay hidden (ignored, or a word in the personal dictionary). */
export type Suppress = (finding: Finding) => boolean;

export const grammarKey = new PluginKey<GrammarState>('grammar');

let nextId = 0;

export function initialGrammarState(doc: PmNode): GrammarState {
  return {
    decorations: DecorationSet.empty,
    shown: DecorationSet.empty,
    window: null,
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
    const range = spanToRange(block, start, edit.start, edit.end);
    if (!range) continue;
    const id = kept.get(`${range.from}:${range.to}:${edit.rule}`) ?? `g${(nextId += 1)}`;
    const finding: Finding = { id, edit, text: block.text.slice(edit.start, edit.end) };
    if (!suppress(finding)) added.push(findingAt(finding, range.from, range.to));
  }
  return set.remove(old).add(doc, added);
}

/** The part of `all` the view draws for a window (all of it while the window is unknown). */
function shownIn(all: DecorationSet, window: Range | null, doc: PmNode): DecorationSet {
  if (!window) return all;
  return DecorationSet.create(doc, all.find(window.from, window.to));
}

/** Drops the underlines an edit landed inside (or that it cut into), so a corrected word loses its at once. */
function dropTouched(set: DecorationSet, changed: readonly Range[]): { set: DecorationSet; dropped: number } {
  const touched = changed.flatMap((r) =>
    set
      .find(r.from, r.to)
      .filter((d) => (r.to > r.from ? d.from < r.to && d.to > r.from : d.from < r.from && d.to > r.from)),
  );
  return { set: touched.length > 0 ? set.remove(touched) : set, dropped: touched.length };
}

function applyMeta(meta: GrammarMeta, state: GrammarState, doc: PmNode, suppress: Suppress): GrammarState {
  if (meta.type === 'reset') return { ...state, dirty: [{ from: 0, to: doc.content.size }], pending: [] };
  if (meta.type === 'window') {
    return { ...state, window: meta.window, shown: shownIn(state.decorations, meta.window, doc) };
  }
  if (meta.type === 'suppress') {
    const hidden = state.decorations.find(undefined, undefined, (spec) =>
      suppress((spec as { finding: Finding }).finding),
    );
    const decorations = state.decorations.remove(hidden);
    return {
      ...state,
      decorations,
      shown: shownIn(decorations, state.window, doc),
      revision: state.revision + 1,
    };
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
    shown: done.size > 0 ? shownIn(decorations, state.window, doc) : state.shown,
    window: state.window,
    dirty: meta.type === 'take' ? [] : state.dirty,
    pending: pending.filter((p) => !done.has(p.id)),
    revision: state.revision + (done.size > 0 ? 1 : 0),
  };
}

/**
 * The plugin's state through one transaction. Per keystroke this is cheap: the underlines, the window and the
 * few ranges move with the edit, and only underlines the edit touched are dropped. Nothing is rebuilt: the drawn
 * set is mapped like the full one. Results arrive as metadata and replace one paragraph's underlines at a time.
 */
export function applyGrammar(tr: Transaction, prev: GrammarState, suppress: Suppress): GrammarState {
  let state = prev;
  if (tr.docChanged) {
    const changed = changedRanges(tr);
    const all = dropTouched(prev.decorations.map(tr.mapping, tr.doc), changed);
    const window = prev.window && mapRanges([prev.window], tr.mapping)[0]!;
    state = {
      decorations: all.set,
      shown: window ? dropTouched(prev.shown.map(tr.mapping, tr.doc), changed).set : all.set,
      window,
      dirty: mergeRanges(mapRanges(prev.dirty, tr.mapping), changed),
      pending: prev.pending.map((p) => ({ ...p, pos: tr.mapping.map(p.pos, 1) })),
      revision: prev.revision + (all.dropped > 0 ? 1 : 0),
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
