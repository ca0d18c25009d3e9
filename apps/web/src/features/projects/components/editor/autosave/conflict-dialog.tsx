import { formatDateTime, htmlToText, type Post } from '@penwright/shared';
import { countHtmlWords } from '@penwright/writing';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../../components/ui/dialog';

export type Conflict = { mine: string; server: Post };

type ConflictDialogProps = {
  conflict: Conflict | null;
  onKeepMine: (server: Post) => void;
  onTakeTheirs: (server: Post) => void;
  onClose: () => void;
  /** Where focus goes once the dialog is gone (the editor, so the writer can type on). */
  onClosed: () => void;
};

function Version({ title, meta, html }: { title: string; meta: string; html: string }) {
  return (
    <section
      className="flex min-h-0 flex-col rounded-xl border border-border bg-background"
      aria-label={title}
    >
      <header className="border-b border-border px-4 py-2.5">
        <h3 className="font-sans text-sm font-semibold">{title}</h3>
        <p className="text-xs text-muted-foreground">{meta}</p>
      </header>
      <p className="max-h-64 overflow-y-auto px-4 py-3 font-serif text-sm leading-relaxed whitespace-pre-wrap">
        {htmlToText(html) || 'Empty'}
      </p>
    </section>
  );
}

/** A save found a newer copy on the server (another tab or device): show both and let the writer decide. */
export function ConflictDialog({
  conflict,
  onKeepMine,
  onTakeTheirs,
  onClose,
  onClosed,
}: ConflictDialogProps) {
  const [copied, setCopied] = useState(false);
  if (!conflict) return null;
  const copy = async () => {
    await navigator.clipboard.writeText(htmlToText(conflict.mine)).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-4xl"
        closeLabel="Decide later"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogTitle>This draft was changed elsewhere</DialogTitle>
        <DialogDescription>
          Version {conflict.server.version} was saved from another tab or device while you were writing.
          Nothing is lost: choose which version to keep.
        </DialogDescription>
        <div className="mt-5 grid gap-4 md:grid-cols-2">
          <Version
            title="Your version"
            meta={`${countHtmlWords(conflict.mine)} words · not saved yet`}
            html={conflict.mine}
          />
          <Version
            title={`Saved version ${conflict.server.version}`}
            meta={`${conflict.server.wordCount} words · saved ${formatDateTime(conflict.server.updatedAt)}`}
            html={conflict.server.content}
          />
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> {copied ? 'Copied your text' : 'Copy your text'}
          </Button>
          <Button variant="outline" onClick={() => onTakeTheirs(conflict.server)}>
            Use the saved version
          </Button>
          <Button onClick={() => onKeepMine(conflict.server)}>Keep my version</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
