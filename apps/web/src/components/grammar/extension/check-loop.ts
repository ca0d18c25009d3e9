import { GRAMMAR_REOBSERVE_MS } from '@penwright/shared';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { EditorState, PluginView } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { dispatchInBackground } from '../../editor/background-dispatch';
import { batchParagraphs, splitEdits, type BatchItem } from './batch';
import { DeadlineTimer } from './deadline-timer';
import { blockText, textHash } from './block-text';
import {
  grammarKey,
  placedFindings,
  type GrammarMeta,
  type ParagraphResult,
  type Pending,
} from './grammar-state';
import type { GrammarSession } from './grammar-session';
import type { Range } from './ranges';

/** Typing pauses this long before the changed paragraphs are checked. */
export const GRAMMAR_IDLE_MS = 600;
/** Characters per request: small enough for a quick answer, large enough to keep a long draft under the rate limit. */
const BATCH_CHARS = 12_000;

/** The text blocks (paragraphs, headings, cells' paragraphs, notes) that overlap the changed ranges. */
export function dirtyBlocks(doc: PmNode, dirty: readonly Range[]): { pos: number; node: PmNode }[] {
  const seen = new Set<number>();
  const blocks: { pos: number; node: PmNode }[] = [];
  const size = doc.content.size;
  for (const range of dirty) {
    const from = Math.max(0, Math.min(range.from, size) - 1);
    const to = Math.min(size, Math.max(range.to, from) + 1);
    doc.nodesBetween(from, to, (node, pos) => {
      if (!node.isTextblock) return true;
      if (!seen.has(pos)) blocks.push({ pos, node });
      seen.add(pos);
      return false;
    });
  }
  return blocks;
}

let nextRequest = 0;

/**
 * The grammar layer's life beside one mounted editor: it looks at the whole document GRAMMAR_REOBSERVE_MS after
 * the editor mounts, then at the paragraphs that changed once typing pauses. Requests run one at a time in the
 * background; their answers come back as plugin metadata, so nothing here ever waits on the network.
 */
export class CheckLoop implements PluginView {
  private readonly timer = new DeadlineTimer(() => void this.run());
  private emitTimer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private again = false;
  private readonly abort = new AbortController();
  private revision = -1;
  private readonly onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', this.onVisible);
    this.schedule(0);
  };

  constructor(
    private view: EditorView,
    private readonly session: GrammarSession,
  ) {
    session.attach(view, () => this.schedule(0));
    this.schedule(GRAMMAR_REOBSERVE_MS);
  }

  update(view: EditorView, previous: EditorState): void {
    this.view = view;
    if (view.state.doc !== previous.doc) {
      this.schedule(GRAMMAR_IDLE_MS);
      this.session.onDocChange();
    }
    const revision = grammarKey.getState(view.state)?.revision ?? 0;
    if (revision !== this.revision) {
      this.revision = revision;
      // Reading every finding out is for the panel; once per burst of changes is enough.
      clearTimeout(this.emitTimer);
      this.emitTimer = setTimeout(() => this.session.onFindings(placedFindings(this.view.state)), 0);
    }
  }

  destroy(): void {
    this.timer.cancel();
    clearTimeout(this.emitTimer);
    document.removeEventListener('visibilitychange', this.onVisible);
    this.abort.abort();
    this.session.detach(this.view);
  }

  private schedule(delay: number): void {
    this.timer.after(delay);
  }

  private dispatch(meta: GrammarMeta): void {
    if (this.view.isDestroyed) return;
    dispatchInBackground(
      this.view,
      this.view.state.tr.setMeta(grammarKey, meta).setMeta('addToHistory', false),
    );
  }

  private async run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.view.isDestroyed) return;
    if (this.view.composing) return this.schedule(GRAMMAR_IDLE_MS);
    // Nobody sees the underlines of a hidden tab; its checks wait until it is shown again.
    if (document.visibilityState === 'hidden') {
      document.addEventListener('visibilitychange', this.onVisible);
      return;
    }
    const dirty = grammarKey.getState(this.view.state)?.dirty ?? [];
    if (dirty.length === 0) return;
    const pending: Pending[] = [];
    const ready: ParagraphResult[] = [];
    const toSend: BatchItem[] = [];
    const hashes = new Map<number, number>();
    for (const { pos, node } of dirtyBlocks(this.view.state.doc, dirty)) {
      const { text } = blockText(node);
      const hash = textHash(text);
      const id = (nextRequest += 1);
      pending.push({ id, pos, hash });
      const cached = this.session.cached(hash);
      if (!text.trim() || cached || text.length > BATCH_CHARS) ready.push({ id, edits: cached ?? [] });
      else {
        toSend.push({ key: id, text });
        hashes.set(id, hash);
      }
    }
    this.dispatch({ type: 'take', pending, results: ready });
    this.running = true;
    if (toSend.length > 0) this.session.onBusy(true);
    try {
      for (const batch of batchParagraphs(toSend, BATCH_CHARS)) {
        const edits = await this.session.check(batch.text, this.abort.signal);
        if (this.abort.signal.aborted) return;
        if (!edits) {
          this.dispatch({ type: 'failed', ids: batch.items.map((i) => i.key) });
          continue;
        }
        const byParagraph = splitEdits(batch, edits);
        const results = batch.items.map((item) => {
          const found = byParagraph.get(item.key) ?? [];
          this.session.remember(hashes.get(item.key) ?? 0, found);
          return { id: item.key, edits: found };
        });
        this.dispatch({ type: 'results', results });
      }
    } finally {
      this.running = false;
      if (toSend.length > 0 && !this.abort.signal.aborted) this.session.onBusy(false);
      if (this.again) {
        this.again = false;
        this.schedule(0);
      }
    }
  }
}
