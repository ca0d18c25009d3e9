import { projectPath } from '@penwright/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '../../../components/seo/page-meta';
import { Card, CardContent } from '../../../components/ui/card';
import { useCreateProject, type CreateProjectResult } from '../../../features/projects/api/create-project';
import { PlanLimitAlert } from '../../../features/projects/components/steps/plan-limit-alert';
import { ProjectDetailsForm } from '../../../features/projects/components/steps/project-details-form';
import { ProjectProgress } from '../../../features/projects/components/steps/project-progress';
import { StepHeading } from '../../../features/projects/components/steps/step-heading';

/** /dashboard/projects/new: step 1 creates the project, then the brief is analysed in step 2. */
export default function NewProjectRoute() {
  const navigate = useNavigate();
  const create = useCreateProject();
  const [refusal, setRefusal] = useState<Extract<CreateProjectResult, { kind: 'plan' }> | null>(null);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageMeta title="New project" description="Start a writing project from its brief." noIndex />
      <ProjectProgress step={1} />
      <div className="mt-6">
        <StepHeading
          eyebrow="Step 1 of 5"
          title="New project"
          description="Tell Penwright what you are writing. You can change any of this later."
        />
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <ProjectDetailsForm
              busy={create.isPending}
              notice={refusal ? <PlanLimitAlert reason={refusal.reason} message={refusal.message} /> : null}
              onSubmit={(details) =>
                create.mutate(details, {
                  onSuccess: (result) => {
                    if (result.kind === 'plan') setRefusal(result);
                    else void navigate(projectPath(2, result.project.id));
                  },
                })
              }
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
