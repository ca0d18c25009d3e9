import { CITATION_STYLE_LABELS, CITATION_STYLES, type CitationStyle } from '@penwright/shared';
import { Check, Copy } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { useFormattedReferences } from '../../api/format-references';
import { FormattedList } from './formatted-list';

const NUMERIC = new Set<CitationStyle>(['ieee', 'vancouver']);

/**
 * The references in the chosen style, as the server's citeproc-js renders them with the official CSL: each
 * one's in-text citation and the reference list. It follows the selection, else the page being shown.
 */
export function StylePreview({ ids, fromSelection }: { ids: readonly string[]; fromSelection: boolean }) {
  const [style, setStyle] = useState<CitationStyle>('apa');
  const formatted = useFormattedReferences(style, ids);
  const [copied, setCopied] = useState(false);
  const data = formatted.data;

  const copy = async () => {
    if (!data) return;
    const text = data.bibliography.map((e) => e.text).join('\n');
    const html = data.bibliography.map((e) => e.html).join('');
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([text], { type: 'text/plain' }),
          'text/html': new Blob([html], { type: 'text/html' }),
        }),
      ]);
    } catch {
      await navigator.clipboard.writeText(text).catch(() => undefined);
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  // A radio group moves with the arrow keys, as the platform's own do.
  const moveWithArrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      CITATION_STYLES[
        (CITATION_STYLES.indexOf(style) + step + CITATION_STYLES.length) % CITATION_STYLES.length
      ]!;
    setStyle(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-style="${next}"]`)?.focus();
  };

  const scope = fromSelection
    ? `The ${ids.length} selected ${ids.length === 1 ? 'reference' : 'references'}`
    : `The ${ids.length} ${ids.length === 1 ? 'reference' : 'references'} on this page`;
  const order = NUMERIC.has(style) ? ', numbered in the order they are cited (as listed)' : '';
  return (
    <Card aria-labelledby="style-preview-title">
      <div className="grid gap-4 border-b border-border p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="style-preview-title" className="text-lg font-semibold">
              Formatted references
            </h2>
            <p className="text-sm text-muted-foreground">
              {scope}
              {order}.
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => void copy()} disabled={!data}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy list'}
          </Button>
        </div>
        <div
          role="radiogroup"
          onKeyDown={moveWithArrows}
          aria-label="Citation style"
          className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1 text-sm sm:grid-cols-6"
        >
          {CITATION_STYLES.map((s) => (
            <button
              key={s}
              type="button"
              role="radio"
              data-style={s}
              aria-checked={style === s}
              tabIndex={style === s ? 0 : -1}
              onClick={() => setStyle(s)}
              className={cn(
                'rounded-md px-2 py-1.5 font-medium transition-colors',
                style === s
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {CITATION_STYLE_LABELS[s]}
            </button>
          ))}
        </div>
      </div>
      <div className="relative p-5 sm:p-6" aria-busy={formatted.isFetching || undefined}>
        {formatted.isFetching && data ? (
          <span className="absolute top-3 right-4 text-muted-foreground">
            <Spinner label="Formatting" />
          </span>
        ) : null}
        {ids.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing to format on this page.</p>
        ) : formatted.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : formatted.isError && !data ? (
          <Alert variant="error">
            {formatted.error instanceof ApiError
              ? formatted.error.message
              : 'The references could not be formatted.'}
          </Alert>
        ) : data ? (
          <FormattedList formatted={data} />
        ) : null}
      </div>
    </Card>
  );
}
