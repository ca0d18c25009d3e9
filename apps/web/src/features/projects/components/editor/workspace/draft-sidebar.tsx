import type { Project } from '@penwright/shared';
import type { RequirementResult } from '@penwright/writing';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../../components/ui/card';
import { RequirementsChecklist } from '../requirements/requirements-checklist';

type DraftSidebarProps = { project: Project; results: RequirementResult[]; checks?: ReactNode };

/** Beside the editor: the writing checks, the brief's checklist with live states, and the outline to write to. */
export function DraftSidebar({ project, results, checks }: DraftSidebarProps) {
  const met = results.filter((r) => r.state === 'met').length;
  return (
    <aside
      className="grid content-start gap-4 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto"
      aria-label="Brief"
    >
      {checks}
      <Card>
        <CardHeader className="pb-3 sm:pb-3">
          <CardTitle className="flex items-baseline justify-between gap-2 text-base">
            Requirements
            {results.length > 0 ? (
              <span className="font-sans text-xs font-medium text-muted-foreground">
                {met} of {results.length} met
              </span>
            ) : null}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <RequirementsChecklist project={project} results={results} />
        </CardContent>
      </Card>
      {project.outline.length > 0 ? (
        <Card>
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle className="text-base">Outline</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-1.5 text-sm">
              {project.outline.map((s, i) => (
                <li key={s.id} className="flex justify-between gap-3">
                  <span>
                    <span className="mr-1.5 text-muted-foreground">{i + 1}.</span>
                    {s.title}
                  </span>
                  {s.targetWords ? (
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {s.targetWords.toLocaleString('en-US')} w
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ) : null}
    </aside>
  );
}
