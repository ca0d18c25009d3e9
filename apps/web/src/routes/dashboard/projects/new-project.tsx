import { projectPath } from '@penwright/shared';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card';
import { useUpdateProject } from '../../../features/projects/api/update-project';
import { AnalyseStep } from '../../../features/projects/components/analyse/analyse-step';
import { ProjectDetailsForm } from '../../../features/projects/components/steps/project-details-form';
import { ProjectStepPage } from '../../../features/projects/components/steps/project-step-page';
import { StepHeading } from '../../../features/projects/components/steps/step-heading';

function DetailsStep({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const update = useUpdateProject(projectId);
  return (
    <ProjectStepPage
      projectId={projectId}
      step={1}
      statuses={['pending']}
      title={(p) => `${p.title}: details`}
    >
      {(project) => (
        <div className="mx-auto max-w-3xl">
          <StepHeading eyebrow="Step 1 of 5" title={project.title} description="The project’s details." />
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <ProjectDetailsForm
                project={project}
                busy={update.isPending}
                onSubmit={(details) =>
                  update.mutate(
                    { ...details, brief: details.brief ?? '' },
                    { onSuccess: () => void navigate(projectPath(2, projectId)) },
                  )
                }
              />
            </CardContent>
          </Card>
        </div>
      )}
    </ProjectStepPage>
  );
}

/** /dashboard/projects/new/{id}: step 1 for an existing project, or step 2 with `?step=analyse`. */
export default function NewProjectStepRoute() {
  const { projectId } = useParams();
  const [params] = useSearchParams();
  if (params.get('step') === 'analyse') {
    return (
      <ProjectStepPage
        projectId={projectId}
        step={2}
        statuses={['pending']}
        title={(p) => `${p.title}: analyse`}
      >
        {(project) => <AnalyseStep project={project} />}
      </ProjectStepPage>
    );
  }
  return <DetailsStep key={projectId} projectId={projectId ?? ''} />;
}
