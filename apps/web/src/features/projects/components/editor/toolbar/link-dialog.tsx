import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { useState, type FormEvent } from 'react';
import { closeToEditor } from '../../../../../components/editor/close-to-editor';
import { Button } from '../../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../../components/ui/dialog';
import { FormField } from '../../../../../components/ui/form-field';
import { Input } from '../../../../../components/ui/input';

type LinkDialogProps = { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void };

const withScheme = (url: string) => (/^(https?:|mailto:|#)/i.test(url) ? url : `https://${url}`);

/** Adds, changes or removes the link on the selected text. */
export function LinkDialog({ editor, open, onOpenChange }: LinkDialogProps) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [url, setUrl] = useState(current);
  const [shownFor, setShownFor] = useState(open);
  if (shownFor !== open) {
    setShownFor(open);
    if (open) setUrl(current);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url.trim() === '') chain.unsetLink().run();
    // The caret goes after the link with nothing selected, so the next key neither replaces the linked words
    // nor, since links reach the text typed at their end, lengthens the link.
    else
      chain
        .setLink({ href: withScheme(url.trim()) })
        .command(({ tr, state }) => {
          tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
          const link = state.schema.marks.link;
          if (link) tr.removeStoredMark(link);
          return true;
        })
        .run();
    closeToEditor(editor, onOpenChange);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={(e) => (e.preventDefault(), editor.commands.focus())}>
        <DialogTitle>{current ? 'Edit link' : 'Add a link'}</DialogTitle>
        <DialogDescription>Links to a source or a page; leave empty to remove the link.</DialogDescription>
        <form onSubmit={submit} className="mt-4 grid gap-4">
          <FormField label="Address">
            <Input
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://doi.org/…"
              autoFocus
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">{url.trim() === '' && current ? 'Remove link' : 'Apply'}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
