import { projectPath, type Project } from '@penwright/shared';
import { ArrowRight, History, Maximize2, Minimize2, Save } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../../components/ui/button';
import { Spinner } from '../../../../../components/ui/spinner';
import { useTransitionProject } from '../../../api/transition-project';
import { ProjectActionsMenu } from '../../project-actions-menu';
import { StepHeading } from '../../steps/step-heading';
import type { AutosaveState } from '../autosave/autosave-controller';
import { SaveStatus } from '../autosave/save-status';

type DraftHeaderProps = {
  project: Project;
  state: AutosaveState;
  focusMode: boolean;
  onFocusMode: (on: boolean) => void;
  onSave: () => void;
  onHistory: () => void;
  /** Saves unsaved work; resolves false when it could not be saved (conflict, offline). */
  beforeLeave: () => Promise<boolean>;
};

/**
 * The editor's heading: the save state, Save, history, distraction-free mode, the way on to review, and a menu
 * with the rarer actions (deleting the project).
 */
export function DraftHeader({
  project,
  state,
  focusMode,
  onFocusMode,
  onSave,
  onHistory,
  beforeLeave,
}: DraftHeaderProps) {
  const navigate = useNavigate();
  const transition = useTransitionProject(project.id);
  const [leaving, setLeaving] = useState(false);
  const toReview = async () => {
    setLeaving(true);
    try {
      if (!(await beforeLeave())) return;
      await transition.mutateAsync('review');
      await navigate(projectPath(4, project.id));
    } finally {
      setLeaving(false);
    }
  };
  const saveButton = (
    <Button variant="outline" onClick={onSave} disabled={state.status === 'saving'} title="Save (Ctrl+S)">
      <Save aria-hidden="true" /> Save
    </Button>
  );
  const focusButton = (
    <Button variant="ghost" onClick={() => onFocusMode(!focusMode)} aria-pressed={focusMode}>
      {focusMode ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
      {focusMode ? 'Exit focus mode' : 'Focus mode'}
    </Button>
  );
  if (focusMode) {
    return (
      <div className="mx-auto mb-4 flex max-w-3xl items-center justify-between gap-3">
        <SaveStatus state={state} />
        <div className="flex gap-2">
          {saveButton}
          {focusButton}
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl">
      <StepHeading
        eyebrow="Step 3 of 5 · Draft"
        title={project.title}
        description={<SaveStatus state={state} />}
        actions={
          <>
            {focusButton}
            <Button variant="ghost" onClick={onHistory}>
              <History aria-hidden="true" /> History
            </Button>
            {saveButton}
            <Button onClick={() => void toReview()} disabled={leaving}>
              {leaving ? <Spinner /> : null}
              Continue to review <ArrowRight aria-hidden="true" />
            </Button>
            <ProjectActionsMenu project={project} />
          </>
        }
      />
    </div>
  );
}
