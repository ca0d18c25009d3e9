import { projectPath, type Post, type Project, type ReviewFinding } from '@penwright/shared';
import { ArrowLeft, CheckCircle2, CircleDashed, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Alert } from '../../../../components/ui/alert';
import { Spinner } from '../../../../components/ui/spinner';
import { useDismissFinding, useReview } from '../../api/review';
import { useTransitionProject } from '../../api/transition-project';
import { DraftPreview } from '../editor/tiptap/draft-preview';
import { StepHeading } from '../steps/step-heading';
import { ProjectActionsMenu } from '../project-actions-menu';
import { CompleteProjectDialog } from './complete-project-dialog';
import { evaluateDraft } from './draft-evaluation';
import { DraftStatsCard } from './draft-stats-card';
import { findingSearch } from './finding-link';
import { ReviewReportView } from './review-report';

/** Step 4: the draft against its brief, then finish it or go back to writing. */
export function ReviewStep({ project, post }: { project: Project; post: Post }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const transition = useTransitionProject(project.id);
  const { results, stats, outline } = evaluateDraft(project, post.content, post.citationFormat);
  const met = results.filter((r) => r.state === 'met').length;
  const review = useReview(project.id, post.version);
  const dismiss = useDismissFinding(project.id);
  // Once the move lands, this step page redirects to the new step on its own and unmounts, which drops a
  // callback given to `mutate`; the promise still settles, so the finding's place survives in the address.
  // Replacing keeps one history entry whichever of the two navigations comes first.
  const move = (to: 'draft' | 'completed', search = '') =>
    transition
      .mutateAsync(to)
      .then(() => navigate(`${projectPath(to === 'draft' ? 3 : 5, project.id)}${search}`, { replace: true }))
      .catch(() => undefined);
  // A finding's place is its offsets into the draft's text; the editor selects the same words.
  // The place goes into this page's address first: the step redirect that follows the move keeps the search,
  // and it runs before the move's own navigation, which this page (unmounted by then) may not get to make.
  const show = (finding: ReviewFinding) => {
    const search = findingSearch(finding);
    void navigate({ search }, { replace: true });
    return move('draft', search);
  };
  return (
    <>
      <StepHeading
        eyebrow="Step 4 of 5 · Review"
        title={project.title}
        description={
          results.length > 0
            ? `${met} of ${results.length} requirements met. Check anything open before you finish.`
            : 'Read it through once more before you finish.'
        }
        actions={
          <>
            <Button variant="outline" disabled={transition.isPending} onClick={() => void move('draft')}>
              <ArrowLeft aria-hidden="true" /> Back to drafting
            </Button>
            <Button disabled={transition.isPending} onClick={() => setConfirming(true)}>
              <PartyPopper aria-hidden="true" />
              Mark as completed
            </Button>
            <ProjectActionsMenu project={project} />
          </>
        }
      />
      <CompleteProjectDialog
        open={confirming}
        onOpenChange={(open) => {
          transition.reset();
          setConfirming(open);
        }}
        report={review.data}
        pending={transition.isPending}
        error={transition.isError ? transition.error.message : null}
        onConfirm={() => void move('completed')}
      />
      {transition.isError && !confirming ? (
        <Alert variant="error" className="mb-6">
          The project could not be moved. {transition.error.message}
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          {review.data ? (
            <ReviewReportView
              report={review.data}
              onShow={(finding) => void show(finding)}
              onDismiss={(finding, reason) => dismiss.mutateAsync({ findingId: finding.id, reason })}
            />
          ) : review.isError ? (
            <Alert variant="error">
              The review could not be computed just now.{' '}
              <Button variant="link" className="h-auto p-0" onClick={() => void review.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <Card aria-busy="true">
              <CardContent className="flex items-center gap-3 py-8 text-sm text-muted-foreground">
                <Spinner /> Checking grammar, style, structure, requirements and citations…
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle>Your draft</CardTitle>
            </CardHeader>
            <CardContent className="px-5 sm:px-10">
              <DraftPreview html={post.content} />
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <DraftStatsCard stats={stats} target={project.targetWords} />
          {outline.length > 0 ? (
            <Card>
              <CardHeader className="pb-3 sm:pb-3">
                <CardTitle className="text-base">Structure</CardTitle>
                <CardDescription>Outline sections found as headings.</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2 text-sm">
                  {outline.map(({ section, covered }) => (
                    <li key={section.id} className="flex items-center gap-2">
                      {covered ? (
                        <CheckCircle2 className="size-4 text-success" aria-label="Found" />
                      ) : (
                        <CircleDashed className="size-4 text-muted-foreground" aria-label="Missing" />
                      )}
                      {section.title}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}
