import { readabilityStats, type ReadabilityStats } from '@penwright/writing';
import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the readability figures are worked out again. */
const SETTLE_MS = 300;

export const plainText = (editor: Editor): string => editor.getText({ blockSeparator: '\n\n' });

/** Whether the checker holds any text, and its readability once typing pauses. */
export function useCheckerText(editor: Editor | null) {
  const [empty, setEmpty] = useState(true);
  const [stats, setStats] = useState<ReadabilityStats | null>(null);
  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      if (editor.isDestroyed) return;
      const text = plainText(editor);
      setStats(text.trim() ? readabilityStats(text) : null);
    };
    const onUpdate = () => {
      setEmpty(editor.isEmpty);
      clearTimeout(timer);
      timer = setTimeout(measure, SETTLE_MS);
    };
    onUpdate();
    editor.on('update', onUpdate);
    return () => {
      clearTimeout(timer);
      editor.off('update', onUpdate);
    };
  }, [editor]);
  return { empty, stats };
}
