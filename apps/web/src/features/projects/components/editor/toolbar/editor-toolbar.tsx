import type { Editor } from '@tiptap/core';
import { redoDepth, undoDepth } from '@tiptap/pm/history';
import { useEditorState } from '@tiptap/react';
import {
  BookMarked,
  Bold,
  Columns3,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Rows3,
  Superscript,
  Table,
  Trash2,
  Underline,
  Undo2,
} from 'lucide-react';
import { insertFootnote } from '../footnotes/footnotes';
import { LinkDialog } from './link-dialog';
import { ToolbarButton, ToolbarDivider } from './toolbar-button';

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** Formatting for the draft: the marks and blocks the sanitizer keeps, with their keyboard shortcuts. */
type EditorToolbarProps = {
  editor: Editor;
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
  /** Opens the dialog that cites from the library. */
  onCite: () => void;
};

export function EditorToolbar({
  editor,
  linkOpen,
  onLinkOpenChange: setLinkOpen,
  onCite,
}: EditorToolbarProps) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      // The history's depths, not `can().undo()`: that builds every command's chain on each keystroke, which
      // was the largest single cost of typing in a long draft.
      canUndo: undoDepth(e.state) > 0,
      canRedo: redoDepth(e.state) > 0,
    }),
  });
  const run = (fn: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    fn(editor.chain().focus()).run();
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5">
      <ToolbarButton
        label="Undo"
        shortcut={`${MOD}+Z`}
        disabled={!s.canUndo}
        onClick={() => run((c) => c.undo())}
      >
        <Undo2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Redo"
        shortcut={`${MOD}+Shift+Z`}
        disabled={!s.canRedo}
        onClick={() => run((c) => c.redo())}
      >
        <Redo2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarDivider />
      <ToolbarButton
        label="Heading 1"
        shortcut={`${MOD}+Alt+1`}
        active={s.h1}
        onClick={() => run((c) => c.toggleHeading({ level: 1 }))}
      >
        <Heading1 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Heading 2"
        shortcut={`${MOD}+Alt+2`}
        active={s.h2}
        onClick={() => run((c) => c.toggleHeading({ level: 2 }))}
      >
        <Heading2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Heading 3"
        shortcut={`${MOD}+Alt+3`}
        active={s.h3}
        onClick={() => run((c) => c.toggleHeading({ level: 3 }))}
      >
        <Heading3 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarDivider />
      <ToolbarButton
        label="Bold"
        shortcut={`${MOD}+B`}
        active={s.bold}
        onClick={() => run((c) => c.toggleBold())}
      >
        <Bold aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Italic"
        shortcut={`${MOD}+I`}
        active={s.italic}
        onClick={() => run((c) => c.toggleItalic())}
      >
        <Italic aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Underline"
        shortcut={`${MOD}+U`}
        active={s.underline}
        onClick={() => run((c) => c.toggleUnderline())}
      >
        <Underline aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Link" shortcut={`${MOD}+K`} active={s.link} onClick={() => setLinkOpen(true)}>
        <Link2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarDivider />
      <ToolbarButton
        label="Bulleted list"
        shortcut={`${MOD}+Shift+8`}
        active={s.bullet}
        onClick={() => run((c) => c.toggleBulletList())}
      >
        <List aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        shortcut={`${MOD}+Shift+7`}
        active={s.ordered}
        onClick={() => run((c) => c.toggleOrderedList())}
      >
        <ListOrdered aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Quotation"
        shortcut={`${MOD}+Shift+B`}
        active={s.quote}
        onClick={() => run((c) => c.toggleBlockquote())}
      >
        <Quote aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Footnote" shortcut={`${MOD}+Alt+F`} onClick={() => insertFootnote(editor)}>
        <Superscript aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Insert citation" shortcut={`${MOD}+Alt+C`} onClick={onCite}>
        <BookMarked aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Insert table"
        active={s.table}
        onClick={() => run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}
      >
        <Table aria-hidden="true" />
      </ToolbarButton>
      {s.table ? (
        <>
          <ToolbarButton label="Add row below" onClick={() => run((c) => c.addRowAfter())}>
            <Rows3 aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton label="Add column right" onClick={() => run((c) => c.addColumnAfter())}>
            <Columns3 aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton label="Delete table" onClick={() => run((c) => c.deleteTable())}>
            <Trash2 aria-hidden="true" />
          </ToolbarButton>
        </>
      ) : null}
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
    </div>
  );
}
