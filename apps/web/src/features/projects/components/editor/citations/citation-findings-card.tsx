import { CITATION_STYLE_LABELS, type CitationStyle } from '@penwright/shared';
import type { Editor } from '@tiptap/core';
import { RefreshCw } from 'lucide-react';
import { FINDING_TYPE_LABELS } from '../../../../../components/citations/finding-labels';
import { SEVERITY_LABELS, SeverityIcon } from '../../../../../components/citations/severity-icon';
import { Button } from '../../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../../components/ui/card';
import type { DraftCitationFinding, DraftCitations } from './use-draft-citations';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Beside the draft, under the writing checks: what the citation checker finds in the draft's citations and
 * reference list, in the project's style. Choosing a finding selects its words in the draft.
 */
export function CitationFindingsCard({
  editor,
  style,
  citations,
}: {
  editor: Editor | null;
  style: CitationStyle;
  citations: DraftCitations;
}) {
  const { findings, summary, checking, error } = citations;
  const select = (finding: DraftCitationFinding) => {
    const range = citations.rangeOf(finding.id);
    if (!editor || editor.isDestroyed || !range) return;
    editor.commands.setTextSelection(range);
    const { node } = editor.view.domAtPos(range.from);
    const element = node instanceof Element ? node : node.parentElement;
    element?.scrollIntoView({ block: 'center', inline: 'nearest' });
    editor.view.focus();
  };

  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="flex items-center justify-between gap-2 text-base">
          Citations
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2 font-sans text-xs"
            onClick={citations.checkNow}
            disabled={checking}
            aria-label="Check citations again"
          >
            <RefreshCw aria-hidden="true" className={checking ? 'size-3.5 animate-spin' : 'size-3.5'} />
            {checking ? 'Checking' : 'Check'}
          </Button>
        </CardTitle>
        <p className="text-xs text-muted-foreground">
          {CITATION_STYLE_LABELS[style]}
          {summary
            ? ` · ${plural(summary.citations, 'citation')}, ${plural(summary.references, 'reference')}, ${summary.matched} matched`
            : ''}
        </p>
      </CardHeader>
      <CardContent>
        {citations.empty ? (
          <p className="text-sm text-muted-foreground">
            Citations and the reference list are checked as you write.
          </p>
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : summary && findings.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No citation problems found: every citation has its entry and every entry is cited.
          </p>
        ) : !summary ? (
          <p className="text-sm text-muted-foreground">Checking the draft’s citations…</p>
        ) : (
          <ul aria-label="Citation findings" className="grid gap-1">
            {findings.map((finding) => (
              <li key={finding.id}>
                <button
                  type="button"
                  onClick={() => select(finding)}
                  disabled={!finding.placed}
                  className="grid w-full grid-cols-[auto_1fr] gap-x-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default disabled:hover:bg-transparent"
                >
                  <SeverityIcon severity={finding.severity} className="mt-0.5" />
                  <span className="min-w-0">
                    <span className="font-medium">{FINDING_TYPE_LABELS[finding.type]}</span>
                    <span className="sr-only"> ({SEVERITY_LABELS[finding.severity]})</span>
                    <span className="block text-muted-foreground">{finding.message}</span>
                    {finding.excerpt && !finding.message.includes(finding.excerpt) ? (
                      <span className="mt-0.5 block truncate text-xs text-muted-foreground italic">
                        “{finding.excerpt}”
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
