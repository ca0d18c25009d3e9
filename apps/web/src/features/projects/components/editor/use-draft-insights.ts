import type { Project } from '@penwright/shared';
import type { Editor } from '@tiptap/core';
import {
  draftStats,
  evaluateRequirements,
  type DraftStats,
  type RequirementResult,
} from '@penwright/writing';
import { useEffect, useState } from 'react';

export type DraftInsights = { stats: DraftStats; results: RequirementResult[] };

/** Typing pauses this long before the counts are refreshed. */
const SETTLE_MS = 250;
/** The refresh waits for an idle moment, but never longer than this after the pause. */
const IDLE_TIMEOUT_MS = 1000;

function measure(editor: Editor, project: Project, citationStyle: string): DraftInsights {
  const text = editor.getText({ blockSeparator: '\n\n' });
  const headings: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'heading') headings.push(node.textContent);
    return node.isBlock && !node.isTextblock;
  });
  return {
    stats: draftStats(text),
    results: evaluateRequirements(project.requirements, { text, headings, citationStyle }),
  };
}

/**
 * Word count, reading time and the checklist's live states. Counting a long draft takes a few milliseconds, so
 * it runs once typing pauses and the browser is idle, never between a keystroke and its paint.
 */
export function useDraftInsights(editor: Editor | null, project: Project, citationStyle: string) {
  const [insights, setInsights] = useState<DraftInsights | null>(null);
  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const update = () => {
      idle = undefined;
      if (!editor.isDestroyed) setInsights(measure(editor, project, citationStyle));
    };
    const cancel = () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      idle = undefined;
    };
    const schedule = () => {
      cancel();
      timer = setTimeout(() => {
        idle =
          typeof window.requestIdleCallback === 'function'
            ? window.requestIdleCallback(update, { timeout: IDLE_TIMEOUT_MS })
            : undefined;
        if (idle === undefined) update();
      }, SETTLE_MS);
    };
    update();
    editor.on('update', schedule);
    return () => {
      cancel();
      editor.off('update', schedule);
    };
  }, [editor, project, citationStyle]);
  return insights;
}
