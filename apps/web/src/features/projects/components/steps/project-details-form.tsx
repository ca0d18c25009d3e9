import {
  CreateProjectRequestSchema,
  PROJECT_BRIEF_MAX,
  PROJECT_TITLE_MAX,
  PROJECT_TYPE_LABELS,
  PROJECT_TYPES,
  type CreateProjectRequest,
  type Project,
  type ProjectType,
} from '@penwright/shared';
import { ArrowRight } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../../../components/ui/form-field';
import { fieldClassName, Input, Textarea } from '../../../../components/ui/input';
import { SubmitButton } from '../../../../components/ui/submit-button';

export type ProjectDetails = Pick<CreateProjectRequest, 'title' | 'type' | 'brief' | 'dueDate'>;
type Errors = Partial<Record<'title' | 'type' | 'dueDate' | 'brief', string>>;

type ProjectDetailsFormProps = {
  project?: Project;
  busy: boolean;
  notice?: ReactNode;
  onSubmit: (details: ProjectDetails) => void;
};

/** Step 1: what kind of work, its title, when it is due and (optionally) the brief. */
export function ProjectDetailsForm({ project, busy, notice, onSubmit }: ProjectDetailsFormProps) {
  const [type, setType] = useState<ProjectType>(project?.type ?? 'essay');
  const [title, setTitle] = useState(project?.title ?? '');
  const [dueDate, setDueDate] = useState(project?.dueDate ?? '');
  const [brief, setBrief] = useState(project?.brief ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateProjectRequestSchema.safeParse({ title, type, brief, dueDate: dueDate || null });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= key === 'dueDate' ? 'Enter a real date.' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const { title: t, type: k, brief: b, dueDate: d } = parsed.data;
    onSubmit({ title: t, type: k, brief: b, dueDate: d });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Type of work">
        <select
          className={`${fieldClassName} h-10`}
          value={type}
          onChange={(e) => setType(e.target.value as ProjectType)}
        >
          {PROJECT_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROJECT_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Title" error={errors.title}>
        <Input
          value={title}
          maxLength={PROJECT_TITLE_MAX}
          placeholder="e.g. The ethics of gene editing in agriculture"
          onChange={(e) => setTitle(e.target.value)}
          autoFocus={!project}
        />
      </FormField>
      <FormField
        label="Due date"
        hint="Optional. Projects past their due date are marked overdue."
        error={errors.dueDate}
      >
        <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} className="sm:w-56" />
      </FormField>
      <FormField
        label="Assignment brief"
        hint="Optional now: paste it here or in the next step, where Penwright reads it for you."
        error={errors.brief}
      >
        <Textarea
          value={brief}
          maxLength={PROJECT_BRIEF_MAX}
          rows={8}
          placeholder="Paste the task, word count, referencing style and marking criteria…"
          onChange={(e) => setBrief(e.target.value)}
        />
      </FormField>
      {notice}
      <div className="flex justify-end">
        <SubmitButton pending={busy} size="lg">
          {project ? 'Save and continue' : 'Create project'}
          <ArrowRight aria-hidden="true" />
        </SubmitButton>
      </div>
    </form>
  );
}
