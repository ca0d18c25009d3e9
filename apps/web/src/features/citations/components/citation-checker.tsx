import type { CitationCheck, CitationStyle } from '@penwright/shared';
import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useCheckCitations } from '../api/check-citations';
import { useWriterProjects } from '../api/get-writer-projects';
import { CheckForm } from './check-form';
import { CheckResults } from './check-results';

type Checked = { id: number; check: CitationCheck; text: string };

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The check could not run. Try again in a moment.';

/** "Check a paper": pasted text checked against its own reference list, under one of the writer's projects. */
export function CitationChecker() {
  const projects = useWriterProjects();
  const check = useCheckCitations();
  const [projectChoice, setProjectChoice] = useState<string | null>(null);
  const [styleChoice, setStyleChoice] = useState<CitationStyle | null>(null);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);

  if (projects.isPending) return <Skeleton className="h-96 w-full rounded-xl" />;
  if (projects.isError) {
    return <Alert variant="error">{messageOf(projects.error)}</Alert>;
  }
  const list = projects.data.data;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<FolderPlus />}
        title="Create a project to check citations"
        action={
          <Button asChild>
            <Link to={paths.newProject}>Create a project</Link>
          </Button>
        }
      >
        Checks run inside one of your projects, and the project sets the citation style. You have no projects
        yet.
      </EmptyState>
    );
  }

  const project = list.find((p) => p.id === projectChoice) ?? list[0]!;
  // The project's own style until the writer picks another; choosing a project starts from its style again.
  const style = styleChoice ?? project.citationStyle;

  const run = () => {
    const sent = text;
    check.mutate(
      { projectId: project.id, style, text: sent },
      {
        onSuccess: (result) => setChecked((last) => ({ id: (last?.id ?? 0) + 1, check: result, text: sent })),
      },
    );
  };

  return (
    <>
      <CheckForm
        projects={list}
        projectId={project.id}
        onProjectChange={(id) => {
          setProjectChoice(id);
          setStyleChoice(null);
        }}
        style={style}
        onStyleChange={setStyleChoice}
        text={text}
        onTextChange={setText}
        onCheck={run}
        busy={check.isPending}
        error={check.isError ? messageOf(check.error) : null}
      />
      {checked ? (
        <CheckResults
          key={checked.id}
          check={checked.check}
          text={checked.text}
          stale={checked.text !== text}
        />
      ) : null}
    </>
  );
}
