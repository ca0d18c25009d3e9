import type { Requirement } from '@penwright/shared';
import { Trash2 } from 'lucide-react';
import { Input } from '../../../../components/ui/input';
import { EditableRowList, RowActionButton } from './editable-row-list';

const KIND_LABELS: Partial<Record<Requirement['kind'], string>> = {
  section: 'Section',
  question: 'Question',
  task: 'Task',
  page_length: 'Length',
  prohibition: 'Avoid',
  marking_criterion: 'Marking',
  due_date: 'Deadline',
  key_term: 'Key term',
  source: 'Sources',
  formatting: 'Formatting',
  other: 'Your own',
};

const ownRequirement = (): Requirement => ({
  id: `own-${Date.now().toString(36)}`,
  label: '',
  kind: 'other',
});

type ChecklistEditorProps = { requirements: Requirement[]; onChange: (requirements: Requirement[]) => void };

/** The checklist lines beyond length, style and deadline: edit the wording, remove, or add your own. */
export function ChecklistEditor({ requirements, onChange }: ChecklistEditorProps) {
  return (
    <EditableRowList
      items={requirements}
      onChange={onChange}
      createItem={ownRequirement}
      addLabel="Add requirement"
      rowClassName="flex items-center gap-2"
      empty={
        <p className="text-sm text-muted-foreground">
          Nothing in the brief reads as a requirement. Add anything your marker will look for.
        </p>
      }
      renderRow={(requirement, row) => (
        <>
          <span className="hidden w-20 shrink-0 text-xs font-medium text-muted-foreground sm:block">
            {KIND_LABELS[requirement.kind] ?? 'Requirement'}
          </span>
          <Input
            aria-label={`Requirement ${row.index + 1}`}
            value={requirement.label}
            maxLength={500}
            onChange={(e) => row.update({ label: e.target.value })}
            placeholder="e.g. Use at least eight peer-reviewed sources"
          />
          <RowActionButton label={`Remove requirement ${row.index + 1}`} icon={Trash2} onClick={row.remove} />
        </>
      )}
    />
  );
}
