import type { CitationCheck } from '@penwright/shared';
import { Link2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Which citation went with which entry of the list: the matches the findings are measured against. */
export function MatchedPairs({ check }: { check: CitationCheck }) {
  const byIndex = new Map(check.references.map((r) => [r.index, r]));
  const pairs = check.citations.flatMap((c) => {
    const reference = c.reference === null ? undefined : byIndex.get(c.reference);
    return reference ? [{ citation: c, reference }] : [];
  });
  if (pairs.length === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Link2 aria-hidden="true" className="size-4 text-primary" /> Matched citations
        </CardTitle>
        <CardDescription>
          Each citation in the text and the reference-list entry it points to.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border text-sm">
          {pairs.map(({ citation, reference }) => (
            <li
              key={citation.start}
              className="grid gap-1 py-2.5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-4"
            >
              <span className="font-medium">{citation.text}</span>
              <span className="truncate text-muted-foreground" title={reference.text}>
                <span className="mr-1.5 font-semibold text-foreground tabular-nums">{reference.index}.</span>
                {reference.text}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
