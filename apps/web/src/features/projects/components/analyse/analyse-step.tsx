import { projectPath, type Project } from '@penwright/shared';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { analyseBriefFile, analyseBriefText } from '../../api/analyse-brief';
import { useTransitionProject } from '../../api/transition-project';
import { useUpdateProject } from '../../api/update-project';
import { StepHeading } from '../steps/step-heading';
import { ProjectActionsMenu } from '../project-actions-menu';
import { draftFromAnalysis, projectPatch, wordTargetValid, type AnalysisDraft } from './analysis-draft';
import { BriefSource } from './brief-source';
import { ChecklistEditor } from './checklist-editor';
import { FactsPanel } from './facts-panel';
import { OutlineEditor } from './outline-editor';
import { TermsPanel } from './terms-panel';

/** "an essay", "a report": the article English puts before the type's name. */
function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** Step 2: read the brief, let the writer correct the reading, store it and move the project to drafting. */
export function AnalyseStep({ project }: { project: Project }) {
  const navigate = useNavigate();
  const update = useUpdateProject(project.id);
  const transition = useTransitionProject(project.id);
  const [brief, setBrief] = useState(project.brief);
  const [draft, setDraft] = useState<AnalysisDraft | null>(() =>
    project.brief.trim() ? draftFromAnalysis(analyseBriefText(project, project.brief), project) : null,
  );
  const [moving, setMoving] = useState(false);
  const change = (changes: Partial<AnalysisDraft>) => setDraft((d) => (d ? { ...d, ...changes } : d));

  const save = async () => {
    if (!draft) return;
    setMoving(true);
    try {
      await update.mutateAsync(projectPatch(draft, brief));
      await transition.mutateAsync('draft');
      await navigate(projectPath(3, project.id));
    } catch {
      // The API client has shown what went wrong; the writer's edits stay on the page.
    } finally {
      setMoving(false);
    }
  };

  return (
    <>
      <StepHeading
        eyebrow="Step 2 of 5"
        title={project.title}
        description="Penwright reads the brief for its requirements. Check what it found, correct anything, then start drafting."
        actions={
          <>
            <Button variant="ghost" asChild>
              <Link to={projectPath(1, project.id)}>
                <ArrowLeft aria-hidden="true" /> Details
              </Link>
            </Button>
            <ProjectActionsMenu project={project} />
          </>
        }
      />
      <div className="grid gap-6">
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <BriefSource
              brief={brief}
              onBriefChange={setBrief}
              onAnalyse={() => setDraft(draftFromAnalysis(analyseBriefText(project, brief), project))}
              onFile={async (file) => {
                const reading = await analyseBriefFile(project, file);
                setBrief(reading.text.slice(0, 20_000));
                setDraft(draftFromAnalysis(reading.analysis, project));
              }}
            />
          </CardContent>
        </Card>
        {draft ? (
          <>
            <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
              <div className="grid content-start gap-6">
                <Card>
                  <CardHeader>
                    <CardTitle>What the brief asks</CardTitle>
                    <CardDescription>Read from the brief; change anything that is not right.</CardDescription>
                  </CardHeader>
                  <CardContent className="grid gap-6">
                    <FactsPanel draft={draft} onChange={change} />
                    <div>
                      <h3 className="mb-2 text-sm font-semibold">Requirements checklist</h3>
                      <ChecklistEditor
                        requirements={draft.requirements}
                        onChange={(requirements) => change({ requirements })}
                      />
                    </div>
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader>
                    <CardTitle>Proposed outline</CardTitle>
                    <CardDescription>
                      Sections for {withArticle(project.type.replace('_', ' '))}, sized to the word target.
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <OutlineEditor outline={draft.outline} onChange={(outline) => change({ outline })} />
                  </CardContent>
                </Card>
              </div>
              <Card className="content-start self-start">
                <CardContent className="pt-5 sm:pt-6">
                  <TermsPanel questions={draft.questions} keyTerms={draft.keyTerms} />
                </CardContent>
              </Card>
            </div>
            <div className="flex justify-end">
              <Button
                size="lg"
                onClick={() => void save()}
                disabled={moving || !wordTargetValid(draft.wordTarget)}
              >
                {moving ? <Spinner /> : null}
                Save and start drafting <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}
