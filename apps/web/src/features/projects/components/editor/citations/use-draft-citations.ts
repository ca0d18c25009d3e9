import type { CitationCheck, CitationFinding, CitationStyle } from '@penwright/shared';
import type { Editor } from '@tiptap/core';
import type { Transaction } from '@tiptap/pm/state';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../../lib/api-client';
import { checkCitations } from '../../../../../lib/citations/check-citations';
import { isProjectGoing } from '../../../api/delete-project';
import { draftCitationText } from './draft-citation-text';

/** A pause in typing this long starts a check of the draft's citations. */
const CHECK_AFTER_MS = 2_500;

export type DraftCitationFinding = CitationFinding & { id: string; placed: boolean };
type Range = { from: number; to: number };

export interface DraftCitations {
  findings: readonly DraftCitationFinding[];
  /** Where a finding's words are now, or null when they are gone (or it points at none). */
  rangeOf: (id: string) => Range | null;
  summary: CitationCheck['summary'] | null;
  checking: boolean;
  error: string | null;
  /** The draft has no text yet. */
  empty: boolean;
  checkNow: () => void;
}

/**
 * The citation checker run over the draft as it is written: after a pause in typing, in the project's style.
 * Findings keep pointing at their words while the writer edits (their ranges follow every change) until the
 * next check replaces them.
 */
export function useDraftCitations(
  editor: Editor | null,
  projectId: string,
  style: CitationStyle,
): DraftCitations {
  const [findings, setFindings] = useState<DraftCitationFinding[]>([]);
  const [summary, setSummary] = useState<CitationCheck['summary'] | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const running = useRef<AbortController | null>(null);
  const checkedText = useRef<string | null>(null);
  // Kept outside React state: they move on every keystroke, and nothing on screen shows them.
  const ranges = useRef(new Map<string, Range | null>());
  const queryClient = useQueryClient();

  const run = useCallback(
    async (force: boolean) => {
      if (!editor || editor.isDestroyed || isProjectGoing(queryClient, projectId)) return;
      const doc = editor.state.doc;
      const draft = draftCitationText(doc);
      if (!force && draft.text === checkedText.current) return;
      if (draft.text.trim() === '') {
        running.current?.abort();
        checkedText.current = draft.text;
        ranges.current = new Map();
        setFindings([]);
        setSummary(null);
        setError(null);
        setEmpty(true);
        return;
      }
      setEmpty(false);
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setChecking(true);
      try {
        const result = await checkCitations({ projectId, style, text: draft.text }, controller.signal);
        // Edited while the check ran: its offsets no longer fit, and the pause after the edit checks again.
        if (controller.signal.aborted || editor.isDestroyed || editor.state.doc !== doc) return;
        checkedText.current = draft.text;
        ranges.current = new Map();
        setFindings(
          result.findings.map((finding, i) => {
            const id = `${i}:${finding.type}:${finding.start}`;
            const range = finding.end > finding.start ? draft.rangeAt(finding.start, finding.end) : null;
            ranges.current.set(id, range);
            return { ...finding, id, placed: range !== null };
          }),
        );
        setSummary(result.summary);
        setError(null);
      } catch (err) {
        if (controller.signal.aborted) return;
        setError(err instanceof ApiError ? err.message : 'The citation check could not run. Try again.');
      } finally {
        if (running.current === controller) {
          running.current = null;
          setChecking(false);
        }
      }
    },
    [editor, projectId, style, queryClient],
  );

  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onTransaction = ({ transaction }: { transaction: Transaction }) => {
      if (!transaction.docChanged) return;
      for (const [id, range] of ranges.current) {
        if (!range) continue;
        const from = transaction.mapping.map(range.from, 1);
        const to = transaction.mapping.map(range.to, -1);
        ranges.current.set(id, to > from ? { from, to } : null);
      }
      clearTimeout(timer);
      timer = setTimeout(() => void run(false), CHECK_AFTER_MS);
    };
    editor.on('transaction', onTransaction);
    timer = setTimeout(() => void run(false), 0);
    return () => {
      clearTimeout(timer);
      editor.off('transaction', onTransaction);
      running.current?.abort();
    };
  }, [editor, run]);

  const checkNow = useCallback(() => void run(true), [run]);
  const rangeOf = useCallback((id: string) => ranges.current.get(id) ?? null, []);
  return { findings, rangeOf, summary, checking, error, empty, checkNow };
}
