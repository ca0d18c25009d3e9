import { REFERENCE_FORMAT_LABELS, REFERENCE_FORMATS, type ReferenceFormat } from '@penwright/shared';
import { BookPlus, ChevronDown, Copy, Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import { notify } from '../../../../lib/toast';
import { exportReferences } from '../../api/export-references';

type LibraryHeaderProps = {
  total: number;
  selected: readonly string[];
  onAdd: () => void;
  onImport: () => void;
  onDuplicates: () => void;
};

const EXTENSIONS: Record<ReferenceFormat, string> = { bibtex: '.bib', ris: '.ris', 'csl-json': '.json' };

/** The library's name and size, and what can be done with it: add, import, export, find duplicates. */
export function LibraryHeader({ total, selected, onAdd, onImport, onDuplicates }: LibraryHeaderProps) {
  const [exporting, setExporting] = useState(false);
  const download = async (format: ReferenceFormat) => {
    setExporting(true);
    try {
      const name = await exportReferences(format, selected);
      notify.success(`Downloaded ${name}`);
    } catch {
      // The API client has already said what went wrong.
    } finally {
      setExporting(false);
    }
  };
  const scope = selected.length > 0 ? `${selected.length} selected` : 'the whole library';
  return (
    <div className="flex flex-col gap-4 border-b border-border p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <h2 className="text-lg font-semibold">Your library</h2>
        <p className="text-sm text-muted-foreground">
          {total.toLocaleString('en-US')} {total === 1 ? 'reference' : 'references'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onDuplicates}>
          <Copy aria-hidden="true" /> Find duplicates
        </Button>
        <Button variant="outline" size="sm" onClick={onImport}>
          <Upload aria-hidden="true" /> Import
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={exporting || total === 0}>
              <Download aria-hidden="true" /> Export <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Export {scope} as</DropdownMenuLabel>
            {REFERENCE_FORMATS.map((format) => (
              <DropdownMenuItem key={format} onSelect={() => void download(format)}>
                {REFERENCE_FORMAT_LABELS[format]}
                <span className="ml-auto text-xs text-muted-foreground">{EXTENSIONS[format]}</span>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <Button size="sm" onClick={onAdd}>
          <BookPlus aria-hidden="true" /> Add reference
        </Button>
      </div>
    </div>
  );
}
