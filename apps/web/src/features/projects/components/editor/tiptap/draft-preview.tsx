import { htmlToText } from '@penwright/shared';
import { EditorContent, useEditor } from '@tiptap/react';
import './editor.css';
import { draftExtensions } from './draft-extensions';

/**
 * The draft as it reads, without editing. It goes through the editor's schema rather than innerHTML, so only
 * the markup the editor knows is ever shown.
 */
export function DraftPreview({ html }: { html: string }) {
  const editor = useEditor(
    {
      extensions: draftExtensions(),
      content: html,
      editable: false,
      immediatelyRender: true,
      editorProps: { attributes: { 'aria-label': 'Draft (read only)', role: 'document' } },
    },
    [html],
  );
  if (htmlToText(html) === '') {
    return <p className="py-16 text-center text-muted-foreground">Nothing has been written in this draft.</p>;
  }
  return (
    <div className="draft-editor">
      <EditorContent editor={editor} />
    </div>
  );
}
