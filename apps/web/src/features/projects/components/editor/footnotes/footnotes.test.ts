import { Editor, type JSONContent } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { closeHistory } from '@tiptap/pm/history';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { footnoteSyncKey } from './footnote-sync';
import { draftExtensions } from '../tiptap/draft-extensions';

// The editor runs without a page here (no DOM): content goes in as JSON and is read back from the document.

const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const text = (value: string): JSONContent => ({ type: 'text', text: value });
const ref = (n: number): JSONContent => ({ type: 'footnoteRef', attrs: { n } });
const note = (n: number, value: string): JSONContent => ({
  type: 'footnoteItem',
  attrs: { n },
  content: [paragraph(text(value))],
});

/** The fields of a keydown that ProseMirror's keymaps read (Node 20 has no KeyboardEvent). */
class KeyboardEventLike {
  readonly altKey = false;
  readonly ctrlKey = false;
  readonly metaKey = false;
  readonly shiftKey = false;
  readonly keyCode = 8;
  constructor(readonly key: string) {}
  preventDefault() {}
}

let editor: Editor;
// The keymaps ask the browser which platform this is; Node 20 has no `navigator`.
beforeAll(() =>
  vi.stubGlobal('navigator', { platform: 'Linux x86_64', userAgent: 'node', maxTouchPoints: 0 }),
);
afterAll(() => vi.unstubAllGlobals());
afterEach(() => editor.destroy());

function open(content: JSONContent[]): Editor {
  editor = new Editor({ extensions: draftExtensions(), content: { type: 'doc', content } });
  // Unmounted, the editor holds its state without the extensions' plugins (mounting adds them); add them here.
  editor.view.updateState(editor.state.reconfigure({ plugins: editor.extensionManager.plugins }));
  return editor;
}

const typeText = (value: string) => editor.view.dispatch(editor.state.tr.insertText(value));

/** References in the text, in document order, as they read. */
function refNumbers(): number[] {
  const numbers: number[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'footnoteRef') numbers.push(node.attrs.n as number);
    return node.type.name !== 'footnotes';
  });
  return numbers;
}

/** Every note in the document as `id: text`, the id as the saved markup writes it. */
function notes(): string[] {
  const found: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name !== 'footnoteItem') return true;
    const [, attrs] = node.type.spec.toDOM!(node) as [string, { id: string }];
    found.push(`${attrs.id}: ${node.textContent}`);
    return false;
  });
  return found;
}

const sectionCount = () => {
  let count = 0;
  editor.state.doc.descendants((node) => void (count += node.type.name === 'footnotes' ? 1 : 0));
  return count;
};

/** The position of the node that matches, searched in document order. */
function find(match: (node: PMNode) => boolean): number {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at < 0 && match(node)) at = pos;
    return at < 0;
  });
  if (at < 0) throw new Error('not found');
  return at;
}

function endOfText(value: string): number {
  const at = find((node) => node.isText && node.text!.includes(value));
  return at + editor.state.doc.nodeAt(at)!.text!.indexOf(value) + value.length;
}

/** Whether the footnote plugin added a transaction of its own after `tr`. */
const renumbers = (tr = editor.state.tr) =>
  editor.state.applyTransaction(tr).transactions.some((t) => t.getMeta(footnoteSyncKey));

const refAt = (n: number) => find((node) => node.type.name === 'footnoteRef' && node.attrs.n === n);

function addFootnoteAfter(value: string, noteText: string) {
  editor.commands.setTextSelection(endOfText(value));
  expect(editor.commands.insertFootnote()).toBe(true);
  typeText(noteText);
}

function deleteRef(n: number) {
  const at = refAt(n);
  editor.view.dispatch(closeHistory(editor.state.tr.delete(at, at + 1)));
}

describe('footnote numbering', () => {
  it('numbers new footnotes by their place in the text, whatever order they were added in', () => {
    open([paragraph(text('Alpha.')), paragraph(text('Beta.')), paragraph(text('Gamma.'))]);
    addFootnoteAfter('Gamma.', 'Note on gamma');
    addFootnoteAfter('Alpha.', 'Note on alpha');
    addFootnoteAfter('Beta.', 'Note on beta');
    expect(refNumbers()).toEqual([1, 2, 3]);
    expect(notes()).toEqual(['fn-1: Note on alpha', 'fn-2: Note on beta', 'fn-3: Note on gamma']);
  });

  it('closes the gap when a reference is deleted, drops its note, and undo brings both back', () => {
    open([paragraph(text('Alpha.')), paragraph(text('Beta.')), paragraph(text('Gamma.'))]);
    addFootnoteAfter('Alpha.', 'Note on alpha');
    addFootnoteAfter('Beta.', 'Note on beta');
    addFootnoteAfter('Gamma.', 'Note on gamma');

    deleteRef(2);
    expect(refNumbers()).toEqual([1, 2]);
    expect(notes()).toEqual(['fn-1: Note on alpha', 'fn-2: Note on gamma']);
    expect(editor.state.doc.textContent).toContain('Beta.Gamma.');

    expect(editor.commands.undo()).toBe(true);
    expect(refNumbers()).toEqual([1, 2, 3]);
    expect(notes()).toEqual(['fn-1: Note on alpha', 'fn-2: Note on beta', 'fn-3: Note on gamma']);
  });

  it('removes the notes section with the last reference', () => {
    open([paragraph(text('Alpha.')), paragraph(text('Beta.')), paragraph(text('Gamma.'))]);
    addFootnoteAfter('Alpha.', 'Note on alpha');
    addFootnoteAfter('Beta.', 'Note on beta');
    addFootnoteAfter('Gamma.', 'Note on gamma');
    deleteRef(3);
    deleteRef(1);
    deleteRef(1);
    expect(refNumbers()).toEqual([]);
    expect(notes()).toEqual([]);
    expect(sectionCount()).toBe(0);
    editor.commands.undo();
    expect(refNumbers()).toEqual([1]);
    expect(notes()).toEqual(['fn-1: Note on beta']);
  });

  it('repairs saved footnotes with gaps, orphaned notes and a reference without a note on the next change', () => {
    open([
      paragraph(text('One'), ref(5), text(' two'), ref(9), text(' three'), ref(12)),
      { type: 'footnotes', content: [note(9, 'Nine'), note(7, 'Orphan'), note(5, 'Five')] },
    ]);
    // Typing that touches no footnote leaves the numbers alone, however odd.
    editor.commands.setTextSelection(endOfText(' three'));
    expect(renumbers(editor.state.tr.insertText('!'))).toBe(false);
    typeText('!');
    expect(refNumbers()).toEqual([5, 9, 12]);

    editor.commands.setTextSelection(1);
    editor.commands.insertFootnote();
    typeText('New');
    expect(refNumbers()).toEqual([1, 2, 3, 4]);
    expect(notes()).toEqual(['fn-1: New', 'fn-2: Five', 'fn-3: Nine', 'fn-4: ']);
  });

  it('does not renumber while the writer types in the text or in a note', () => {
    // Numbered out of step on purpose: any pass over the notes would change them.
    open([
      paragraph(text('Alpha.'), ref(4)),
      paragraph(text('Beta.')),
      { type: 'footnotes', content: [note(4, 'Note')] },
    ]);
    for (const at of [endOfText('Beta.'), endOfText('Note')]) {
      editor.commands.setTextSelection(at);
      expect(renumbers(editor.state.tr.insertText('x'))).toBe(false);
      expect(renumbers(editor.state.tr.delete(at - 1, at))).toBe(false);
    }
  });

  it('keeps a note whole when Backspace is pressed at its start, and lets Backspace work inside it', () => {
    open([paragraph(text('Alpha.'))]);
    addFootnoteAfter('Alpha.', 'First note');
    addFootnoteAfter('Alpha.', 'Second note');
    // As the view would: the plugins' key handlers in order, until one takes the key.
    const backspace = () =>
      editor.state.plugins.some((plugin) =>
        plugin.props.handleKeyDown?.call(
          plugin,
          editor.view,
          new KeyboardEventLike('Backspace') as unknown as KeyboardEvent,
        ),
      );
    const notesBefore = notes();
    for (const start of ['First note', 'Second note']) {
      editor.commands.setTextSelection(endOfText(start) - start.length);
      expect(backspace()).toBe(true);
      expect(notes()).toEqual(notesBefore);
    }
    editor.commands.setTextSelection(endOfText('Second note'));
    expect(backspace()).toBeFalsy();
  });

  it('will not put a footnote inside a note', () => {
    open([paragraph(text('Alpha.'))]);
    addFootnoteAfter('Alpha.', 'Note');
    expect(editor.commands.insertFootnote()).toBe(false);
    expect(refNumbers()).toEqual([1]);
  });

  it('keeps a note with its reference through cut and paste, and copies it with a copied reference', () => {
    open([paragraph(text('Alpha.')), paragraph(text('Beta.')), paragraph(text('Gamma.'))]);
    addFootnoteAfter('Alpha.', 'Note on alpha');
    addFootnoteAfter('Beta.', 'Note on beta');
    const plugin = footnoteSyncKey.get(editor.state)!;
    const copy = (from: number, to: number) =>
      plugin.props.transformCopied!.call(plugin, editor.state.doc.slice(from, to), editor.view);

    // Cut "Alpha.¹" and paste it after "Gamma.": the note follows and the numbers follow the text.
    const from = find((node) => node.isText && node.text === 'Alpha.');
    const cut = copy(from, refAt(1) + 1);
    editor.view.dispatch(editor.state.tr.delete(from, refAt(1) + 1));
    expect(notes()).toEqual(['fn-1: Note on beta']);
    editor.commands.setTextSelection(endOfText('Gamma.'));
    editor.view.dispatch(editor.state.tr.replaceSelection(cut));
    expect(refNumbers()).toEqual([1, 2]);
    expect(notes()).toEqual(['fn-1: Note on beta', 'fn-2: Note on alpha']);

    // Copy "Beta.¹" to the start: both references keep a note of their own with the same text.
    const copied = copy(refAt(1) - 'Beta.'.length, refAt(1) + 1);
    editor.commands.setTextSelection(1);
    editor.view.dispatch(editor.state.tr.replaceSelection(copied));
    expect(refNumbers()).toEqual([1, 2, 3]);
    expect(notes()).toEqual(['fn-1: Note on beta', 'fn-2: Note on beta', 'fn-3: Note on alpha']);
  });
});
