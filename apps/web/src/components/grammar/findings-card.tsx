import type { Editor } from '@tiptap/core';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import type { PlacedFinding } from './finding';
import { FindingsPanel, type FindingsPanelProps } from './findings-panel';
import { useSelectFinding } from './use-select-finding';
import type { OpenFinding } from './use-grammar-session';

/** What the findings card reads from an editor's grammar session (the draft's or the checker page's). */
export interface FindingsCardGrammar {
  findings: readonly PlacedFinding[];
  filter: FindingsPanelProps['filter'];
  setFilter: FindingsPanelProps['onFilter'];
  busy: boolean;
  setOpen: (open: OpenFinding | null) => void;
}

/** A card listing every finding of one editor; choosing one selects its words and opens its card. */
export function FindingsCard({
  title,
  emptyText,
  editor,
  grammar,
  footer,
}: {
  title: string;
  emptyText: string;
  editor: Editor | null;
  grammar: FindingsCardGrammar;
  /** Under the list, e.g. the findings ignored in a project. */
  footer?: ReactNode;
}) {
  const select = useSelectFinding(editor, grammar.setOpen);
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <FindingsPanel
          findings={grammar.findings}
          filter={grammar.filter}
          onFilter={grammar.setFilter}
          busy={grammar.busy}
          onSelect={select}
          emptyText={emptyText}
        />
        {footer}
      </CardContent>
    </Card>
  );
}
