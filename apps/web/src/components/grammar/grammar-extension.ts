import { Extension } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import type { EditorView } from '@tiptap/pm/view';
import './grammar.css';
import { grammarPlugin } from './extension/grammar-plugin';
import type { GrammarSession } from './extension/grammar-session';
import { findingById } from './extension/grammar-state';

export { GrammarSession, type OpenVia } from './extension/grammar-session';

/** The grammar layer for a TipTap editor; the session links it to the page around the editor. */
export const GrammarCheck = Extension.create<{ session: GrammarSession | null }>({
  name: 'grammarCheck',
  // Its Ctrl/Cmd+. must be seen before other extensions' shortcuts on the same key.
  priority: 1000,
  addOptions: () => ({ session: null }),
  addProseMirrorPlugins() {
    return this.options.session ? [grammarPlugin(this.options.session)] : [];
  },
});

/** Replaces a finding's words with a suggestion, as one step of its own in the undo history. */
export function applySuggestion(view: EditorView, findingId: string, replacement: string): boolean {
  const finding = findingById(view.state, findingId);
  if (!finding) return false;
  const tr = closeHistory(view.state.tr);
  if (replacement) tr.insertText(replacement, finding.from, finding.to);
  else tr.delete(finding.from, finding.to);
  view.dispatch(tr.scrollIntoView());
  return true;
}
