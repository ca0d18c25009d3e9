import { CITATION_STYLE_LABELS, CITATION_STYLES, type CitationStyle, type Project } from '@penwright/shared';
import { BookMarked } from 'lucide-react';
import { Button } from '../../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../../components/ui/card';
import { fieldClassName } from '../../../../../components/ui/input';
import { cn } from '../../../../../lib/cn';
import { useUpdateProject } from '../../../api/update-project';

type CitationStyleCardProps = { project: Project; error: string | null; onCite: () => void };

/**
 * Beside the draft: the project's citation style, which every citation and the bibliography follow (changing it
 * reformats them all), and the way to cite from the library.
 */
export function CitationStyleCard({ project, error, onCite }: CitationStyleCardProps) {
  const update = useUpdateProject(project.id);
  const change = (style: CitationStyle) => {
    if (style !== project.citationStyle) update.mutate({ citationStyle: style });
  };
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-base">Citations</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="draft-citation-style" className="text-sm font-medium">
            Citation style
          </label>
          <select
            id="draft-citation-style"
            value={
              update.isPending && update.variables.citationStyle
                ? update.variables.citationStyle
                : project.citationStyle
            }
            onChange={(e) => change(e.target.value as CitationStyle)}
            disabled={update.isPending}
            className={cn(fieldClassName, 'h-10')}
          >
            {CITATION_STYLES.map((style) => (
              <option key={style} value={style}>
                {CITATION_STYLE_LABELS[style]}
              </option>
            ))}
          </select>
          <p className="text-xs text-muted-foreground">
            Citations and the reference list follow this style, and change with it.
          </p>
        </div>
        {error ? (
          <p role="status" className="text-xs font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <Button variant="outline" onClick={onCite}>
          <BookMarked aria-hidden="true" /> Insert citation
        </Button>
      </CardContent>
    </Card>
  );
}
