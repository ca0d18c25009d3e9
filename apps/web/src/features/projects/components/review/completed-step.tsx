import {
  CITATION_STYLE_LABELS,
  formatDate,
  PROJECT_TYPE_LABELS,
  projectPath,
  type Post,
  type Project,
} from '@penwright/shared';
import { PencilLine } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { DraftPreview } from '../editor/tiptap/draft-preview';

import { StepHeading } from '../steps/step-heading';
import { ProjectActionsMenu } from '../project-actions-menu';
import { useTransitionProject } from '../../api/transition-project';
import { useReview } from '../../api/review';
import { evaluateDraft } from './draft-evaluation';
import { DraftStatsCard } from './draft-stats-card';
import { ExportButtons } from './export-buttons';
import { ReviewSummaryCard } from './review-summary-card';
import { StatList } from './stat-list';

/** Step 5: the finished work, read-only, with its facts and the exports. */
export function CompletedStep({ project, post }: { project: Project; post: Post }) {
  const navigate = useNavigate();
  const transition = useTransitionProject(project.id);
  const { stats } = evaluateDraft(project, post.content, post.citationFormat);
  const review = useReview(project.id, post.version);
  const facts: [string, string][] = [
    ['Type', PROJECT_TYPE_LABELS[project.type]],
    ['Citation style', CITATION_STYLE_LABELS[post.citationFormat]],
    ['Started', formatDate(project.createdAt)],
    ['Completed', project.completedAt ? formatDate(project.completedAt) : '—'],
    ['Due', project.dueDate ? formatDate(project.dueDate) : 'No due date'],
  ];
  return (
    <>
      <StepHeading
        eyebrow="Step 5 of 5 · Complete"
        title={project.title}
        description="Finished. Export it for submission, or reopen it if something needs changing."
        actions={
          <>
            <Button
              variant="outline"
              disabled={transition.isPending}
              onClick={() =>
                transition.mutate('draft', { onSuccess: () => void navigate(projectPath(3, project.id)) })
              }
            >
              <PencilLine aria-hidden="true" /> Reopen for editing
            </Button>
            <ProjectActionsMenu project={project} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Card className="order-2 lg:order-1">
          <CardContent className="px-5 pt-6 sm:px-10 sm:pt-8">
            <DraftPreview html={post.content} />
          </CardContent>
        </Card>
        <div className="order-1 grid content-start gap-6 lg:order-2">
          <Card>
            <CardHeader className="pb-3 sm:pb-3">
              <CardTitle className="text-base">Export</CardTitle>
              <CardDescription>Download the final text with its footnotes and tables.</CardDescription>
            </CardHeader>
            <CardContent>
              <ExportButtons projectId={project.id} title={project.title} />
            </CardContent>
          </Card>
          <ReviewSummaryCard report={review.data} />
          <DraftStatsCard stats={stats} target={project.targetWords} />
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <StatList stats={facts} />
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
