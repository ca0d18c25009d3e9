import { useParams } from 'react-router';
import { DraftStep } from '../../../features/projects/components/editor/workspace/draft-step';
import { ProjectStepPage } from '../../../features/projects/components/steps/project-step-page';

/** /dashboard/projects/draft/{id}: step 3, the editor. */
export default function DraftRoute() {
  const { projectId } = useParams();
  return (
    <ProjectStepPage
      projectId={projectId}
      step={3}
      statuses={['draft']}
      wide
      title={(p) => `${p.title}: draft`}
    >
      {(project) => <DraftStep project={project} />}
    </ProjectStepPage>
  );
}
