import { type Post, type Project } from '@penwright/shared';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { EditorFindingCard } from '../../../../../components/grammar/editor-finding-card';
import { FindingsCard } from '../../../../../components/grammar/findings-card';
import { GrammarCheck } from '../../../../../components/grammar/grammar-extension';
import { IgnoredFindings } from '../../../../../components/grammar/ignored-findings';
import { cn } from '../../../../../lib/cn';
import '../tiptap/editor.css';
import { ConflictDialog } from '../autosave/conflict-dialog';
import { RecoveryBanner } from '../autosave/recovery-banner';
import { useAutosave } from '../autosave/use-autosave';
import { useDraftGrammar } from '../grammar/use-draft-grammar';
import { CitationFindingsCard } from '../citations/citation-findings-card';
import { CitationStyleCard } from '../cite/citation-style-card';
import { InsertCitationDialog } from '../cite/insert-citation-dialog';
import { useCitationSync } from '../cite/use-citation-sync';
import { useDraftCitations } from '../citations/use-draft-citations';
import { DraftStatsBar } from '../insights/draft-stats-bar';
import { useDraftInsights } from '../insights/use-draft-insights';
import { RevisionsDialog } from '../revisions/revisions-dialog';
import { draftExtensions } from '../tiptap/draft-extensions';
import { cleanPastedHtml } from '../tiptap/paste-cleanup';
import { SelectionFirst } from '../tiptap/selection-first';
import { DraftShortcuts } from '../tiptap/shortcuts';
import { EditorToolbar } from '../toolbar/editor-toolbar';
import { DraftHeader } from './draft-header';
import { DraftSidebar } from './draft-sidebar';
import { useJumpToFinding } from './use-jump-to-finding';

/** Step 3: the editor with its toolbar, save state, checklist beside it, history and distraction-free mode. */
export function DraftWorkspace({ project, post }: { project: Project; post: Post }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [citeOpen, setCiteOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [focusMode, setFocusMode] = useState(false);
  const grammar = useDraftGrammar(project.id);
  const editor = useEditor({
    extensions: [
      ...draftExtensions(),
      SelectionFirst,
      DraftShortcuts.configure({ onLink: () => setLinkOpen(true), onCite: () => setCiteOpen(true) }),
      GrammarCheck.configure({ session: grammar.session }),
    ],
    content: post.content,
    immediatelyRender: true,
    // TipTap's "delete" events go unheard here, and working them out after every keystroke walks the changed
    // ranges of each transaction.
    enableCoreExtensions: { delete: false },
    editorProps: {
      // The browser's own spell check stays off: it would underline a second time, ignoring the writer's
      // dictionary and dialect.
      attributes: { 'aria-label': 'Draft', 'aria-multiline': 'true', role: 'textbox', spellcheck: 'false' },
      transformPastedHTML: cleanPastedHtml,
    },
  });
  const autosave = useAutosave(editor, post);
  // The site scrolls smoothly to its anchors; here that would animate every scroll that follows the caret.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollBehavior;
    root.style.scrollBehavior = 'auto';
    return () => {
      root.style.scrollBehavior = previous;
    };
  }, []);
  const insights = useDraftInsights(editor, project, post.citationFormat);
  const citations = useDraftCitations(editor, project.id, project.citationStyle);
  const citationSync = useCitationSync(editor, project.citationStyle);
  useJumpToFinding(editor);

  return (
    <div
      className={cn(focusMode && 'fixed inset-0 z-40 overflow-y-auto bg-background px-4 py-6 sm:px-8')}
      onKeyDown={(e) => focusMode && e.key === 'Escape' && setFocusMode(false)}
    >
      <DraftHeader
        project={project}
        state={autosave.state}
        focusMode={focusMode}
        onFocusMode={setFocusMode}
        onSave={() => void autosave.save()}
        onHistory={() => setHistoryOpen(true)}
        beforeLeave={autosave.leave}
      />
      {autosave.recovery ? (
        <div className="mx-auto mb-4 max-w-7xl">
          <RecoveryBanner
            entry={autosave.recovery}
            onRestore={autosave.restoreLocal}
            onDiscard={autosave.discardLocal}
          />
        </div>
      ) : null}
      <div
        className={cn(
          'grid gap-6',
          focusMode ? 'mx-auto max-w-3xl' : 'mx-auto max-w-7xl lg:grid-cols-[1fr_20rem]',
        )}
      >
        <div className="flex min-w-0 flex-col rounded-xl border border-border bg-card shadow-sm">
          <div className="sticky top-0 z-10 rounded-t-xl border-b border-border bg-card/95 px-2 py-1.5 backdrop-blur sm:px-3">
            {editor ? (
              <EditorToolbar
                editor={editor}
                linkOpen={linkOpen}
                onLinkOpenChange={setLinkOpen}
                onCite={() => setCiteOpen(true)}
              />
            ) : null}
          </div>
          <div
            className="draft-editor flex-1 px-5 py-6 sm:px-10 sm:py-8"
            data-grammar-filter={grammar.filter}
          >
            <EditorContent editor={editor} />
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-border px-5 py-2.5 sm:px-10">
            <DraftStatsBar stats={insights?.stats} target={project.targetWords} />
          </div>
        </div>
        {focusMode ? null : (
          <DraftSidebar
            project={project}
            results={insights?.results ?? []}
            checks={
              <>
                <FindingsCard
                  title="Writing checks"
                  emptyText="No grammar, spelling or style issues found so far."
                  editor={editor}
                  grammar={grammar}
                  footer={
                    <IgnoredFindings
                      ignores={grammar.ignored}
                      onRestore={grammar.restore}
                      restoring={grammar.restoring}
                    />
                  }
                />
                <CitationStyleCard
                  project={project}
                  error={citationSync.error}
                  onCite={() => setCiteOpen(true)}
                />
                <CitationFindingsCard editor={editor} style={project.citationStyle} citations={citations} />
              </>
            }
          />
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
      <InsertCitationDialog editor={editor} open={citeOpen} onOpenChange={setCiteOpen} />
      <ConflictDialog
        conflict={autosave.conflict}
        onKeepMine={autosave.keepMine}
        onTakeTheirs={autosave.adopt}
        onClose={autosave.closeConflict}
        onClosed={() => editor.commands.focus()}
      />
      <RevisionsDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        projectId={project.id}
        postId={post.id}
        beforeRestore={async () => ((await autosave.save()) ? autosave.currentVersion() : null)}
        onRestored={autosave.adopt}
      />
    </div>
  );
}
