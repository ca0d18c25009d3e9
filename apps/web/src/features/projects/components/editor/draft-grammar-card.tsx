import type { Editor } from '@tiptap/core';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { FindingsPanel } from '../../../../components/grammar/findings-panel';
import { useSelectFinding } from '../../../../components/grammar/use-select-finding';
import type { useDraftGrammar } from './use-draft-grammar';

/** Beside the draft: every grammar, spelling, punctuation and style finding, in words. */
export function DraftGrammarCard({
  editor,
  grammar,
}: {
  editor: Editor | null;
  grammar: ReturnType<typeof useDraftGrammar>;
}) {
  const select = useSelectFinding(editor, grammar.setOpen);
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-base">Writing checks</CardTitle>
      </CardHeader>
      <CardContent>
        <FindingsPanel
          findings={grammar.findings}
          filter={grammar.filter}
          onFilter={grammar.setFilter}
          busy={grammar.busy}
          onSelect={select}
          emptyText="No grammar, spelling or style issues found so far."
        />
      </CardContent>
    </Card>
  );
}
