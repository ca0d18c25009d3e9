import { RefreshCw } from 'lucide-react';
import { EditorFindingCard } from '../../../components/grammar/editor-finding-card';
import { FindingsCard } from '../../../components/grammar/findings-card';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useCheckerGrammar } from '../hooks/use-checker-grammar';
import { plainText, useCheckerText } from '../hooks/use-checker-text';
import { useDialect } from '../hooks/use-dialect';
import { CheckerEditor, useCheckerEditor } from './checker-editor';
import { CheckerIntro, EXAMPLE_TEXT } from './checker-intro';
import { CopyTextButton } from './copy-text-button';
import { DialectSelect } from './dialect-select';
import { ReadabilityCard } from './readability-card';

/** The standalone checker: text on the left, findings and readability on the right. */
export function GrammarChecker() {
  const { dialect, setDialect, loaded } = useDialect();
  const grammar = useCheckerGrammar(dialect);
  const editor = useCheckerEditor(grammar.session);
  const { empty, stats } = useCheckerText(editor);
  const words = stats?.words ?? 0;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="flex min-w-0 flex-col">
        <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3 sm:px-5">
          <DialectSelect value={dialect} onChange={setDialect} disabled={!loaded} />
          <div className="ml-auto flex items-center gap-2">
            <CopyTextButton getText={() => plainText(editor)} disabled={empty} />
            <Button size="sm" disabled={empty || grammar.busy} onClick={() => grammar.session.reset()}>
              <RefreshCw
                aria-hidden="true"
                className={grammar.busy ? 'motion-safe:animate-spin' : undefined}
              />
              Check
            </Button>
          </div>
        </div>
        <CheckerEditor editor={editor} filter={grammar.filter} />
        <p className="border-t border-border px-5 py-2.5 text-xs text-muted-foreground sm:px-8">
          {words.toLocaleString('en-US')} {words === 1 ? 'word' : 'words'} · checked as you write
        </p>
      </Card>
      <div className="grid min-w-0 content-start gap-4">
        {empty ? (
          <CheckerIntro
            onExample={() => editor.chain().setContent(`<p>${EXAMPLE_TEXT}</p>`).focus('end').run()}
          />
        ) : (
          <>
            <FindingsCard
              title="Suggestions"
              emptyText="No grammar, spelling or style issues found."
              editor={editor}
              grammar={grammar}
            />
            {stats ? <ReadabilityCard stats={stats} /> : null}
          </>
        )}
      </div>
      {grammar.open ? (
        <EditorFindingCard
          editor={editor}
          open={grammar.open}
          onClose={() => grammar.setOpen(null)}
          onIgnore={grammar.ignore}
          onAddWord={grammar.addToDictionary}
        />
      ) : null}
    </div>
  );
}
