import { FileText, UploadCloud } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { cn } from '../../../../lib/cn';

/** A file chosen from disk or dropped on the box. */
export function FileDrop({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <label
      htmlFor={id}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input bg-muted/30 px-6 py-8 text-center text-sm transition-colors hover:border-primary/50',
        over && 'border-primary bg-primary-soft',
      )}
    >
      {file ? (
        <>
          <FileText className="size-7 text-primary" aria-hidden="true" />
          <span className="font-medium">{file.name}</span>
          <span className="text-xs text-muted-foreground">
            {(file.size / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB · choose another
            file to replace it
          </span>
        </>
      ) : (
        <>
          <UploadCloud className="size-7 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="font-medium text-primary">Choose a file</span> or drop it here
          </span>
          <span className="text-xs text-muted-foreground">.bib, .ris or .json</span>
        </>
      )}
      <input
        id={id}
        type="file"
        accept=".bib,.bibtex,.ris,.json,application/x-bibtex,application/json,text/plain"
        className="sr-only"
        aria-label="Reference file"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
    </label>
  );
}
