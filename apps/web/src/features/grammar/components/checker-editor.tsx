import type { Editor } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { GrammarCheck, type GrammarSession } from '../../../components/grammar/grammar-extension';
import type { FindingFilter } from '../../../components/grammar/finding';
import './checker-editor.css';

/** Plain paragraphs only: what is checked is the wording, and pasted formatting would only get in the way. */
const PLAIN = {
  blockquote: false,
  bold: false,
  bulletList: false,
  code: false,
  codeBlock: false,
  heading: false,
  horizontalRule: false,
  italic: false,
  link: false,
  listItem: false,
  listKeymap: false,
  orderedList: false,
  strike: false,
  underline: false,
  trailingNode: false,
} as const;

/** The checker's text box: a minimal editor with the same underlines as the draft editor. */
export function useCheckerEditor(session: GrammarSession): Editor {
  return useEditor({
    extensions: [
      StarterKit.configure(PLAIN),
      Placeholder.configure({ placeholder: 'Paste or type your text here…' }),
      GrammarCheck.configure({ session }),
    ],
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': 'Text to check',
        'aria-multiline': 'true',
        role: 'textbox',
        spellcheck: 'false',
        class: 'checker-editor',
      },
    },
  });
}

export function CheckerEditor({ editor, filter }: { editor: Editor; filter: FindingFilter }) {
  return (
    // The whole box is the text field: a click below the last line puts the caret at the end.
    <div
      className="flex-1 cursor-text px-5 py-5 sm:px-8 sm:py-6"
      data-grammar-filter={filter}
      onClick={(e) => e.target === e.currentTarget && editor.commands.focus('end')}
    >
      <EditorContent editor={editor} />
    </div>
  );
}
