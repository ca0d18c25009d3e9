import type { Project } from '@penwright/shared';
import { Ellipsis, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { paths } from '../../../config/paths';
import { DeleteProjectDialog } from './delete-project-dialog';

/**
 * The rarer actions on a project, behind a "More project actions" button in each step's heading: for now,
 * deleting it, after which the writer lands on the projects list.
 */
export function ProjectActionsMenu({ project }: { project: Pick<Project, 'id' | 'title'> }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" aria-label="More project actions">
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            className="text-destructive [&_svg]:text-destructive"
            onSelect={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" /> Delete project…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteProjectDialog
        project={deleting ? project : null}
        onClose={() => setDeleting(false)}
        returnFocus={trigger}
        // In the editor, the draft is not saved on the way out: it went with the project (see use-autosave).
        onDeleted={() => void navigate(paths.projects)}
      />
    </>
  );
}
