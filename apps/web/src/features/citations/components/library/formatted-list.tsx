import { CITATION_STYLE_LABELS, type FormattedReferences } from '@penwright/shared';
import { cn } from '../../../../lib/cn';

/*
 * The server's rendering, shown as it is: citeproc-js escapes the text and the server keeps only its own markup
 * (entries, italics, small capitals, super- and subscript), so the HTML is safe to insert.
 */

const entryLayout = (layout: FormattedReferences['layout']) =>
  cn(
    'font-serif text-[0.95rem] leading-relaxed',
    layout.numbered
      ? '[&_.csl-entry]:grid [&_.csl-entry]:grid-cols-[2.75rem_minmax(0,1fr)] [&_.csl-left-margin]:text-muted-foreground'
      : layout.hangingIndent && '[&_.csl-entry]:pl-8 [&_.csl-entry]:-indent-8',
  );

export function FormattedList({ formatted }: { formatted: FormattedReferences }) {
  const label = CITATION_STYLE_LABELS[formatted.style];
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <section aria-label={`In-text citations (${label})`}>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          In-text citations
        </h3>
        <ol className="flex flex-wrap gap-2 md:flex-col md:items-start">
          {formatted.citations.map((citation, i) => (
            <li
              key={`${citation.ids.join()}-${i}`}
              className="rounded-md bg-primary-soft px-2 py-1 font-serif text-sm text-foreground"
              dangerouslySetInnerHTML={{ __html: citation.html }}
            />
          ))}
        </ol>
      </section>
      <section aria-label={`Reference list (${label})`}>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Reference list
        </h3>
        <ol className={cn('grid gap-3', entryLayout(formatted.layout))}>
          {formatted.bibliography.map((entry) => (
            <li
              key={entry.id}
              data-reference-id={entry.id}
              dangerouslySetInnerHTML={{ __html: entry.html }}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
