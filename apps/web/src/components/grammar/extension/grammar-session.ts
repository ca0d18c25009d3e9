import type { GrammarEdit } from '@penwright/shared';
import type { EditorView } from '@tiptap/pm/view';
import type { Finding, PlacedFinding } from '../finding';
import { grammarKey, type GrammarMeta } from './grammar-state';

/** How an open request for a finding's card came in: a pointer keeps the caret, a keyboard moves focus. */
export type OpenVia = 'pointer' | 'keyboard';

type Check = (text: string, signal: AbortSignal) => Promise<GrammarEdit[] | null>;

/** Answers kept per paragraph text; an undo or a pasted copy of a checked paragraph needs no request. */
const CACHE_LIMIT = 4_000;

/**
 * What the grammar layer of one editor shares with the React around it: how to check text, what to hide, and
 * where findings and open requests go. The component owns it and may swap its callbacks at any time; the
 * editor's plugin reads them when it needs them.
 */
export class GrammarSession {
  check: Check = () => Promise.resolve(null);
  suppress: (finding: Finding) => boolean = () => false;
  onFindings: (findings: PlacedFinding[]) => void = () => undefined;
  onOpen: (finding: PlacedFinding, via: OpenVia) => void = () => undefined;
  onDocChange: () => void = () => undefined;
  /** Whether a check is on its way (for a quiet "Checking…" beside the findings). */
  onBusy: (busy: boolean) => void = () => undefined;

  private readonly cache = new Map<number, readonly GrammarEdit[]>();
  private view: EditorView | null = null;
  private wake: (() => void) | null = null;

  /** Swaps some of the callbacks (the component around the editor does this as its state changes). */
  configure(
    parts: Partial<
      Pick<GrammarSession, 'check' | 'suppress' | 'onFindings' | 'onOpen' | 'onDocChange' | 'onBusy'>
    >,
  ): void {
    Object.assign(this, parts);
  }

  /** The plugin's view registers itself while the editor is mounted. */
  attach(view: EditorView, wake: () => void): void {
    this.view = view;
    this.wake = wake;
  }

  detach(view: EditorView): void {
    if (this.view !== view) return;
    this.view = null;
    this.wake = null;
  }

  cached(hash: number): readonly GrammarEdit[] | undefined {
    return this.cache.get(hash);
  }

  remember(hash: number, edits: readonly GrammarEdit[]): void {
    this.cache.delete(hash);
    this.cache.set(hash, edits);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }

  /** Hides, at once, what `suppress` now hides (after an Ignore or a word added to the dictionary). */
  refilter(): void {
    this.dispatch({ type: 'suppress' });
  }

  /** Checks everything again, from nothing cached (the dialect changed). */
  reset(): void {
    this.cache.clear();
    this.dispatch({ type: 'reset' });
    this.wake?.();
  }

  private dispatch(meta: GrammarMeta): void {
    const view = this.view;
    if (!view || view.isDestroyed) return;
    view.dispatch(view.state.tr.setMeta(grammarKey, meta).setMeta('addToHistory', false));
  }
}
