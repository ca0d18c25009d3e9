import type { Project } from '@penwright/shared';
import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import type { DraftInsights, InsightsInput } from './draft-insights';
import { createInsightsRunner } from './insights-runner';

export type { DraftInsights } from './draft-insights';

/** Typing pauses this long before the counts are refreshed. */
const SETTLE_MS = 250;
/** Reading the draft out waits for an idle moment, but never longer than this after the pause. */
const IDLE_TIMEOUT_MS = 1000;

/** The draft as the counts need it: plain text (blocks apart) and the headings' text. */
function readDraft(editor: Editor, project: Project, citationStyle: string): InsightsInput {
  const headings: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'heading') headings.push(node.textContent);
    return node.isBlock && !node.isTextblock;
  });
  return {
    text: editor.getText({ blockSeparator: '\n\n' }),
    headings,
    requirements: project.requirements,
    citationStyle,
  };
}

/**
 * Word count, reading time and the checklist's live states. They are refreshed once typing pauses: the editor
 * hands the text over when the browser is idle and a worker does the counting, so a long draft never delays a
 * keystroke.
 */
export function useDraftInsights(editor: Editor | null, project: Project, citationStyle: string) {
  const [insights, setInsights] = useState<DraftInsights | null>(null);
  useEffect(() => {
    if (!editor) return;
    const runner = createInsightsRunner();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const update = () => {
      idle = undefined;
      if (!editor.isDestroyed) runner.run(readDraft(editor, project, citationStyle), setInsights);
    };
    const cancel = () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      idle = undefined;
    };
    const schedule = () => {
      cancel();
      timer = setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function')
          idle = window.requestIdleCallback(update, { timeout: IDLE_TIMEOUT_MS });
        else update();
      }, SETTLE_MS);
    };
    update();
    editor.on('update', schedule);
    return () => {
      cancel();
      editor.off('update', schedule);
      runner.dispose();
    };
  }, [editor, project, citationStyle]);
  return insights;
}
