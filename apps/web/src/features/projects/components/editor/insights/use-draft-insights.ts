import type { Project } from '@penwright/shared';
import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import type { DraftInsights, InsightsInput } from './draft-insights';
import { createInsightsRunner } from './insights-runner';

export type { DraftInsights } from './draft-insights';

/** Typing pauses this long before the counts are refreshed. */
const SETTLE_MS = 250;
/** Reading the draft out waits for an idle moment, but never longer than this after the pause. */
const IDLE_TIMEOUT_MS = 1000;

/** The draft as the counts need it: plain text (blocks apart) and the headings' text. */
function readDraft(
  editor: Editor,
  { requirements, citationStyle }: Pick<InsightsInput, 'requirements' | 'citationStyle'>,
): InsightsInput {
  const headings: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'heading') headings.push(node.textContent);
    return node.isBlock && !node.isTextblock;
  });
  return {
    text: editor.getText({ blockSeparator: '\n\n' }),
    headings,
    requirements,
    citationStyle,
  };
}

/**
 * Word count, reading time and the checklist's live states. They are refreshed once typing pauses: the editor
 * hands the text over when the browser is idle and a worker does the counting, so a long draft never delays a
 * keystroke. The worker lives as long as the editor; a changed checklist or style only asks for a recount.
 */
export function useDraftInsights(editor: Editor | null, project: Project, citationStyle: string) {
  const [insights, setInsights] = useState<DraftInsights | null>(null);
  const recount = useRef<(() => void) | null>(null);
  const settings = useRef({ requirements: project.requirements, citationStyle });

  useEffect(() => {
    if (!editor) return;
    const runner = createInsightsRunner();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const update = () => {
      idle = undefined;
      if (!editor.isDestroyed) runner.run(readDraft(editor, settings.current), setInsights);
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
    recount.current = update;
    update();
    editor.on('update', schedule);
    return () => {
      recount.current = null;
      cancel();
      editor.off('update', schedule);
      runner.dispose();
    };
  }, [editor]);

  // A saved project comes back as a new object after every save; only its checklist and style matter here.
  const { requirements } = project;
  useEffect(() => {
    if (settings.current.requirements === requirements && settings.current.citationStyle === citationStyle)
      return;
    settings.current = { requirements, citationStyle };
    recount.current?.();
  }, [requirements, citationStyle]);

  return insights;
}
