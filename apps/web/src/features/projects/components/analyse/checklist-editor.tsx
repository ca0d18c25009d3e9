import type { Requirement } from '@penwright/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';

const KIND_LABELS: Partial<Record<Requirement['kind'], string>> = {
  section: 'Section',
  question: 'Question',
  key_term: 'Key term',
  source: 'Sources',
  formatting: 'Formatting',
  other: 'Your own',
};

type ChecklistEditorProps = { requirements: Requirement[]; onChange: (requirements: Requirement[]) => void };

/** The checklist lines beyond length, style and deadline: edit the wording, remove, or add your own. */
export function ChecklistEditor({ requirements, onChange }: ChecklistEditorProps) {
  const set = (index: number, label: string) =>
    onChange(requirements.map((r, i) => (i === index ? { ...r, label } : r)));
  const add = () =>
    onChange([...requirements, { id: `own-${Date.now().toString(36)}`, label: '', kind: 'other' }]);
  return (
    <div className="grid gap-2">
      {requirements.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          The brief names no sections or questions. Add anything your marker will look for.
        </p>
      ) : null}
      <ul className="grid gap-2">
        {requirements.map((r, index) => (
          <li key={r.id} className="flex items-center gap-2">
            <span className="hidden w-20 shrink-0 text-xs font-medium text-muted-foreground sm:block">
              {KIND_LABELS[r.kind] ?? 'Requirement'}
            </span>
            <Input
              aria-label={`Requirement ${index + 1}`}
              value={r.label}
              maxLength={500}
              onChange={(e) => set(index, e.target.value)}
              placeholder="e.g. Use at least eight peer-reviewed sources"
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove requirement ${index + 1}`}
              onClick={() => onChange(requirements.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden="true" /> Add requirement
        </Button>
      </div>
    </div>
  );
}
