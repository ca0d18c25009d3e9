import type { Editor } from '@tiptap/core';
import { useCallback } from 'react';
import type { PlacedFinding } from './finding';
import { findingById } from './extension/grammar-state';
import type { OpenFinding } from './use-grammar-session';

/** From the panel: select the finding's words, bring them into view and open their card with the keyboard in it. */
export function useSelectFinding(editor: Editor | null, setOpen: (open: OpenFinding | null) => void) {
  return useCallback(
    (finding: PlacedFinding) => {
      if (!editor || editor.isDestroyed) return;
      const current = findingById(editor.state, finding.id);
      if (!current) return;
      editor.commands.setTextSelection({ from: current.from, to: current.to });
      // The editor's own scrollIntoView follows the browser's selection, which is still in the panel here; the
      // words are brought into view directly (their underline is drawn once they are near the screen).
      const { node } = editor.view.domAtPos(current.from);
      const element = node instanceof Element ? node : node.parentElement;
      element?.scrollIntoView({ block: 'center', inline: 'nearest' });
      setOpen({ finding: current, via: 'keyboard' });
    },
    [editor, setOpen],
  );
}
