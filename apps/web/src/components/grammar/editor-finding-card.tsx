import type { Editor } from '@tiptap/core';
import { useCallback } from 'react';
import { FindingCard } from './finding-card';
import type { PlacedFinding } from './finding';
import { applySuggestion } from './grammar-extension';
import { findingById } from './extension/grammar-state';
import type { OpenFinding } from './use-grammar-session';

type EditorFindingCardProps = {
  editor: Editor;
  open: OpenFinding;
  onClose: () => void;
  onIgnore: (finding: PlacedFinding) => void;
  onAddWord?: (finding: PlacedFinding) => void;
};

/** A finding's card placed under its words in a TipTap editor; its actions hand the keyboard back to the editor. */
export function EditorFindingCard({ editor, open, onClose, onIgnore, onAddWord }: EditorFindingCardProps) {
  const { finding, via } = open;
  const anchorRect = useCallback(() => {
    const current = findingById(editor.state, finding.id) ?? finding;
    const size = editor.state.doc.content.size;
    const start = editor.view.coordsAtPos(Math.min(current.from, size));
    const end = editor.view.coordsAtPos(Math.min(current.to, size));
    const width = end.top === start.top ? Math.max(1, end.left - start.left) : 1;
    return new DOMRect(start.left, start.top, width, start.bottom - start.top);
  }, [editor, finding]);
  const done = (refocus: boolean) => {
    onClose();
    if (refocus) editor.view.focus();
  };
  return (
    <FindingCard
      finding={finding}
      via={via}
      anchorRect={anchorRect}
      onApply={(replacement) => {
        applySuggestion(editor.view, finding.id, replacement);
        done(true);
      }}
      onIgnore={() => {
        onIgnore(finding);
        done(true);
      }}
      onAddWord={
        onAddWord
          ? () => {
              onAddWord(finding);
              done(true);
            }
          : undefined
      }
      onClose={done}
    />
  );
}
