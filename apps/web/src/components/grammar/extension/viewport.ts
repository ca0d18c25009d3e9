import type { EditorState, PluginView } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { dispatchInBackground } from '../../editor/background-dispatch';
import { grammarKey, type GrammarMeta } from './grammar-state';
import type { Range } from './ranges';

/** Underlines are drawn this many screen heights above and below the screen, so a scroll seldom outruns them. */
const MARGIN_SCREENS = 1;
/** After edits or a resize settle for this long, the window is measured again (the layout may have moved). */
const SETTLE_MS = 150;

interface Band {
  top: number;
  bottom: number;
}

/**
 * The first and last of `count` blocks stacked top to bottom whose boxes meet the band, found by binary search
 * (a long draft has hundreds of blocks; reading every box would be the very cost this avoids). Null when none do.
 */
export function blocksInBand(
  count: number,
  box: (index: number) => Band,
  band: Band,
): [number, number] | null {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (box(mid).bottom < band.top) lo = mid + 1;
    else hi = mid;
  }
  const first = lo;
  hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (box(mid).top <= band.bottom) lo = mid + 1;
    else hi = mid;
  }
  const last = lo - 1;
  return first <= last ? [first, last] : null;
}

/** The document range of the top-level blocks on and near the screen. */
export function viewportWindow(view: EditorView): Range {
  const blocks = view.dom.children;
  const margin = window.innerHeight * MARGIN_SCREENS;
  const band = { top: -margin, bottom: window.innerHeight + margin };
  const span = blocksInBand(blocks.length, (i) => blocks[i]!.getBoundingClientRect(), band);
  if (!span) return { from: 0, to: 0 };
  const last = blocks[span[1]]!;
  return {
    from: view.posAtDOM(blocks[span[0]]!, 0),
    to: view.posAtDOM(last, last.childNodes.length),
  };
}

/**
 * Keeps the grammar state's window on what the writer can see: measured on the first frame, after a scroll of
 * half a margin or more, and once edits or a resize settle. Scroll events only note that a frame should look;
 * the boxes are read in that frame, and the state changes only when the window does.
 */
export class ViewportWatcher implements PluginView {
  private frame = 0;
  private settle: ReturnType<typeof setTimeout> | undefined;
  private measuredAt = Number.NaN;
  private readonly resize =
    typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.later()) : null;
  private readonly onScroll = () => this.soon(false);
  private readonly onResize = () => this.later();

  constructor(private view: EditorView) {
    document.addEventListener('scroll', this.onScroll, { capture: true, passive: true });
    window.addEventListener('resize', this.onResize, { passive: true });
    this.resize?.observe(view.dom);
    this.soon(true);
  }

  update(view: EditorView, previous: EditorState): void {
    this.view = view;
    if (view.state.doc !== previous.doc) this.later();
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    clearTimeout(this.settle);
    this.resize?.disconnect();
    document.removeEventListener('scroll', this.onScroll, { capture: true });
    window.removeEventListener('resize', this.onResize);
  }

  private later(): void {
    clearTimeout(this.settle);
    // Measured in the timer itself: after a pause the layout is clean, and a frame asked for here would be one
    // drawn for nothing.
    this.settle = setTimeout(() => this.measure(true), SETTLE_MS);
  }

  private soon(always: boolean): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.measure(always);
    });
  }

  private measure(always: boolean): void {
    const view = this.view;
    if (view.isDestroyed) return;
    const top = view.dom.getBoundingClientRect().top;
    if (!always && Math.abs(top - this.measuredAt) < (window.innerHeight * MARGIN_SCREENS) / 2) return;
    // A redraw under an open composition could disturb it; the composition's own edit brings a new look.
    if (view.composing) return this.later();
    this.measuredAt = top;
    const next = viewportWindow(view);
    const current = grammarKey.getState(view.state)?.window;
    if (current && current.from === next.from && current.to === next.to) return;
    const meta: GrammarMeta = { type: 'window', window: next };
    // The redraw carries the caret where the browser has it, so a native move is never undone by it.
    dispatchInBackground(view, view.state.tr.setMeta(grammarKey, meta).setMeta('addToHistory', false));
  }
}
