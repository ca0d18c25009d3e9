import {
  detectReferenceFormat,
  REFERENCE_FORMAT_LABELS,
  REFERENCE_IMPORT_MAX_ENTRIES,
  type ReferenceFormat,
} from '@penwright/shared';
import { ClipboardPaste, FileUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Textarea } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { notify } from '../../../../lib/toast';
import { useImportReferences } from '../../api/import-references';
import { FileDrop } from './file-drop';

type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReviewDuplicates: () => void;
};
type Mode = 'file' | 'paste';

const LIMITS = `At most 1 MB and ${REFERENCE_IMPORT_MAX_ENTRIES.toLocaleString('en-US')} references at a time.`;

/** Imports a BibTeX, RIS or CSL-JSON file, or pasted text; a file that cannot be read says where. */
export function ImportDialog({ open, onOpenChange, onReviewDuplicates }: ImportDialogProps) {
  const run = useImportReferences();
  const pasteId = useId();
  const [mode, setMode] = useState<Mode>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const detected: ReferenceFormat | null = text.trim() ? detectReferenceFormat(text) : null;
  const ready = mode === 'file' ? file !== null : text.trim() !== '';

  const close = (next: boolean) => {
    if (!next) {
      run.reset();
      setFile(null);
      setText('');
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || run.isPending) return;
    const input = mode === 'file' && file ? { kind: 'file' as const, file } : { kind: 'text' as const, text };
    run.mutate(input, {
      onSuccess: (result) => {
        const noun = result.imported === 1 ? 'reference' : 'references';
        const description =
          result.duplicates > 0
            ? `${result.duplicates} of them look like references already in your library.`
            : undefined;
        notify.success(
          `${result.imported.toLocaleString('en-US')} ${noun} imported from ${REFERENCE_FORMAT_LABELS[result.format]}`,
          {
            ...(description && { description }),
          },
        );
        close(false);
        if (result.duplicates > 0) onReviewDuplicates();
      },
    });
  };
  const error =
    run.error instanceof ApiError ? run.error.message : run.error ? 'The import failed. Try again.' : null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Import references</DialogTitle>
        <DialogDescription>
          BibTeX (.bib), RIS (.ris) or CSL-JSON (.json), as Zotero, Mendeley, EndNote and Google Scholar
          export them.
        </DialogDescription>
        <form onSubmit={submit} className="mt-5 grid gap-4">
          <div
            role="tablist"
            aria-label="Import from"
            className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 text-sm"
          >
            {(
              [
                ['file', 'Upload a file', FileUp],
                ['paste', 'Paste text', ClipboardPaste],
              ] as const
            ).map(([key, label, Icon]) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={mode === key}
                onClick={() => setMode(key)}
                className={cn(
                  'flex items-center justify-center gap-2 rounded-md px-3 py-1.5 font-medium',
                  mode === key ? 'bg-card shadow-sm' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="size-4" aria-hidden="true" /> {label}
              </button>
            ))}
          </div>
          {mode === 'file' ? (
            <FileDrop file={file} onFile={setFile} />
          ) : (
            <div className="grid gap-1.5">
              <div className="flex items-end justify-between">
                <Label htmlFor={pasteId}>References to import</Label>
                <span className="text-xs text-muted-foreground" aria-live="polite">
                  {detected
                    ? `Looks like ${REFERENCE_FORMAT_LABELS[detected]}`
                    : text.trim()
                      ? 'Format not recognised'
                      : ''}
                </span>
              </div>
              <Textarea
                id={pasteId}
                value={text}
                onChange={(e) => setText(e.target.value)}
                rows={10}
                spellCheck={false}
                placeholder={'@article{smith2020,\n  author = {Smith, Jane},\n  title = {…},\n  …\n}'}
                className="font-mono text-xs"
              />
            </div>
          )}
          <p className="text-xs text-muted-foreground">
            {LIMITS} Nothing is saved if any entry cannot be read.
          </p>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || run.isPending}>
              {run.isPending ? <Spinner label="Importing" /> : null}
              {run.isPending ? 'Importing…' : 'Import'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
