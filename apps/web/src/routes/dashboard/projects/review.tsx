import { useParams } from 'react-router';
import { ReviewStep } from '../../../features/projects/components/review/review-step';
import { WithPost } from '../../../features/projects/components/review/with-post';
import { ProjectStepPage } from '../../../features/projects/components/steps/project-step-page';

/** /dashboard/projects/review/{id}: step 4, the draft checked against its brief. */
export default function ReviewRoute() {
  const { projectId } = useParams();
  return (
    <ProjectStepPage
      projectId={projectId}
      step={4}
      statuses={['review']}
      wide
      title={(p) => `${p.title}: review`}
    >
      {(project) => (
        <WithPost project={project}>{(post) => <ReviewStep project={project} post={post} />}</WithPost>
      )}
    </ProjectStepPage>
  );
}
