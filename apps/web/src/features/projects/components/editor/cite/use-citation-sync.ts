import type { CitationStyle } from '@penwright/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import type { Transaction } from '@tiptap/pm/state';
import { useEffect, useRef, useState } from 'react';
import { dispatchInBackground } from '../../../../../components/editor/background-dispatch';
import { ApiError } from '../../../../../lib/api-client';
import { formatCitationsQueryOptions } from '../../../../../lib/citations/format-citations';
import {
  applyFormatted,
  citationRequest,
  citationSyncKey,
  sameRequest,
  touchesCitations,
} from './citation-sync';

export interface CitationSyncState {
  /** Why the citations could not be brought up to date (a reference deleted from the library, offline). */
  error: string | null;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.code === 'references/not-found'
    ? 'A cited reference is no longer in your library, so the citations keep their last wording.'
    : 'The citations could not be formatted just now; they keep their last wording.';

/**
 * Formats the draft's citations and its bibliography in `style`: when the editor opens (the style may have
 * changed elsewhere), when a citation is added, removed or moved, and when the style changes. An answer for
 * citations that have changed since is dropped and the newer ones asked for. Answers are cached by style,
 * citations and pages, so undo and redo cost no request. The sync stays out of the undo history.
 */
export function useCitationSync(editor: Editor | null, style: CitationStyle): CitationSyncState {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const styleRef = useRef(style);
  const run = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!editor) return;
    let generation = 0;
    let queued = false;
    const sync = async () => {
      const mine = (generation += 1);
      const request = citationRequest(editor.state.doc, styleRef.current);
      let formatted = null;
      try {
        formatted = request ? await queryClient.fetchQuery(formatCitationsQueryOptions(request)) : null;
      } catch (cause) {
        if (mine === generation && !editor.isDestroyed) setError(messageOf(cause));
        return;
      }
      if (mine !== generation || editor.isDestroyed) return;
      if (!sameRequest(request, citationRequest(editor.state.doc, styleRef.current))) return schedule();
      setError(null);
      const tr = editor.state.tr;
      if (applyFormatted(tr, formatted)) {
        dispatchInBackground(editor.view, tr.setMeta(citationSyncKey, true).setMeta('addToHistory', false));
      }
    };
    const schedule = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        void sync();
      });
    };
    const onTransaction = ({ transaction }: { transaction: Transaction }) => {
      if (touchesCitations(transaction)) schedule();
    };
    run.current = schedule;
    editor.on('transaction', onTransaction);
    schedule();
    return () => {
      generation += 1;
      run.current = () => undefined;
      editor.off('transaction', onTransaction);
    };
  }, [editor, queryClient]);

  useEffect(() => {
    if (styleRef.current === style) return;
    styleRef.current = style;
    run.current();
  }, [style]);

  return { error };
}
