import { htmlToText, type Project } from '@penwright/shared';
import type { Editor } from '@tiptap/core';
import {
  draftStats,
  evaluateRequirements,
  type DraftStats,
  type RequirementResult,
} from '@penwright/writing';
import { useEffect, useState } from 'react';

export type DraftInsights = { stats: DraftStats; results: RequirementResult[] };

const SETTLE_MS = 250;

function measure(editor: Editor, project: Project, citationStyle: string): DraftInsights {
  const text = htmlToText(editor.getHTML());
  const headings: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'heading') headings.push(node.textContent);
    return node.isBlock;
  });
  return {
    stats: draftStats(editor.getText({ blockSeparator: '\n\n' })),
    results: evaluateRequirements(project.requirements, { text, headings, citationStyle }),
  };
}

/** Word count, reading time and the checklist's live states, recomputed once typing pauses. */
export function useDraftInsights(editor: Editor | null, project: Project, citationStyle: string) {
  const [insights, setInsights] = useState<DraftInsights | null>(null);
  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setInsights(measure(editor, project, citationStyle));
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SETTLE_MS);
    };
    update();
    editor.on('update', schedule);
    return () => {
      clearTimeout(timer);
      editor.off('update', schedule);
    };
  }, [editor, project, citationStyle]);
  return insights;
}
