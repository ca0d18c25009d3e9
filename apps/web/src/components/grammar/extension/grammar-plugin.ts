import { Plugin } from '@tiptap/pm/state';
import { CheckLoop } from './check-loop';
import { applyGrammar, findingAtPos, grammarKey, initialGrammarState } from './grammar-state';
import type { GrammarSession } from './grammar-session';
import { ViewportWatcher } from './viewport';

/**
 * Underlines what the grammar channel finds, per category, as decorations that move with every edit; only those
 * on and near the screen are drawn (see ViewportWatcher). A click
 * on an underline, or Ctrl/Cmd+. with the caret in one, asks the session to open that finding's card.
 */
export function grammarPlugin(session: GrammarSession): Plugin {
  return new Plugin({
    key: grammarKey,
    state: {
      init: (_, state) => initialGrammarState(state.doc),
      apply: (tr, value) => applyGrammar(tr, value, (finding) => session.suppress(finding)),
    },
    props: {
      decorations: (state) => grammarKey.getState(state)?.shown,
      handleClick(view, pos) {
        const finding = findingAtPos(view.state, pos);
        if (finding) session.onOpen(finding, 'pointer');
        return false;
      },
      handleKeyDown(view, event) {
        if (event.key !== '.' || !(event.ctrlKey || event.metaKey) || event.altKey) return false;
        const finding = findingAtPos(view.state, view.state.selection.from);
        if (!finding) return false;
        session.onOpen(finding, 'keyboard');
        return true;
      },
    },
    view: (view) => {
      const loop = new CheckLoop(view, session);
      const viewport = new ViewportWatcher(view);
      return {
        update: (next, previous) => {
          loop.update(next, previous);
          viewport.update(next, previous);
        },
        destroy: () => {
          loop.destroy();
          viewport.destroy();
        },
      };
    },
  });
}
