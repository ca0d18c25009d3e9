import type { CitationStyle, Project } from '@penwright/shared';
import { FileSearch, Sparkles } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { fieldClassName, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { EXAMPLE_PAPER } from './example-paper';
import { StyleSelect } from './style-select';

type CheckFormProps = {
  projects: readonly Project[];
  projectId: string;
  onProjectChange: (id: string) => void;
  style: CitationStyle;
  onStyleChange: (style: CitationStyle) => void;
  text: string;
  onTextChange: (text: string) => void;
  onCheck: () => void;
  busy: boolean;
  error: string | null;
};

/** The project and style a paper is checked under, the paper itself, and the button that checks it. */
export function CheckForm(props: CheckFormProps) {
  const { projects, projectId, style, text, busy, error } = props;
  const ids = {
    title: useId(),
    project: useId(),
    style: useId(),
    text: useId(),
    hint: useId(),
    error: useId(),
  };
  const words = text.trim() ? text.trim().split(/\s+/u).length : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && !busy) props.onCheck();
  };
  return (
    <Card>
      <form onSubmit={submit} aria-labelledby={ids.title} className="grid">
        <div className="grid gap-1 border-b border-border p-5 sm:p-6">
          <h2 id={ids.title} className="text-lg font-semibold">
            Check a paper
          </h2>
          <p className="text-sm text-muted-foreground">
            Paste an essay with its reference list. Missing and uncited entries, mismatched years and authors,
            and the style’s own rules are marked in the text.
          </p>
        </div>
        <div className="grid gap-4 border-b border-border p-5 sm:grid-cols-2 sm:p-6">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.project}>Project</Label>
            <select
              id={ids.project}
              className={cn(fieldClassName, 'h-10 pr-8 text-sm')}
              value={projectId}
              onChange={(e) => props.onProjectChange(e.target.value)}
            >
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.style}>Citation style</Label>
            <StyleSelect id={ids.style} value={style} onChange={props.onStyleChange} />
          </div>
        </div>
        <div className="grid gap-2 p-5 sm:p-6">
          <div className="flex items-end justify-between gap-3">
            <Label htmlFor={ids.text}>Paper to check</Label>
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              onClick={() => props.onTextChange(EXAMPLE_PAPER)}
            >
              <Sparkles aria-hidden="true" /> Try an example
            </Button>
          </div>
          <Textarea
            id={ids.text}
            value={text}
            onChange={(e) => props.onTextChange(e.target.value)}
            rows={14}
            spellCheck={false}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={error ? true : undefined}
            placeholder={
              'Paste your essay here, with its reference list at the end under a heading such as “References”.'
            }
            className="min-h-72 resize-y py-3 font-serif text-[0.95rem]"
          />
          <p id={ids.hint} className="text-xs text-muted-foreground">
            The checker finds the reference list by its heading (References, Works Cited, Bibliography or
            Reference List) and compares every in-text citation with it.
          </p>
          {error ? (
            <Alert variant="error" id={ids.error}>
              {error}
            </Alert>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-border px-5 py-4 sm:px-6">
          <p className="text-sm text-muted-foreground">
            {words.toLocaleString('en-US')} {words === 1 ? 'word' : 'words'}
          </p>
          <Button type="submit" className="ml-auto" disabled={!text.trim() || busy}>
            {busy ? <Spinner label="Checking" /> : <FileSearch aria-hidden="true" />}
            {busy ? 'Checking…' : 'Check citations'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
