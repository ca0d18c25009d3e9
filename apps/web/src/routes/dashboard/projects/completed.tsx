import { useParams } from 'react-router';
import { CompletedStep } from '../../../features/projects/components/review/completed-step';
import { WithPost } from '../../../features/projects/components/review/with-post';
import { ProjectStepPage } from '../../../features/projects/components/steps/project-step-page';

/** /dashboard/projects/completed/{id}: step 5, the finished work and its exports. */
export default function CompletedRoute() {
  const { projectId } = useParams();
  return (
    <ProjectStepPage
      projectId={projectId}
      step={5}
      statuses={['completed']}
      wide
      title={(p) => `${p.title}: completed`}
    >
      {(project) => (
        <WithPost project={project}>{(post) => <CompletedStep project={project} post={post} />}</WithPost>
      )}
    </ProjectStepPage>
  );
}
