import type { OutlineSection } from '@penwright/shared';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Input } from '../../../../components/ui/input';
import { EditableRowList, RowActionButton } from './editable-row-list';

const blankSection = (): OutlineSection => ({
  id: `section-${Date.now().toString(36)}`,
  title: '',
  level: 1,
});

type OutlineEditorProps = { outline: OutlineSection[]; onChange: (outline: OutlineSection[]) => void };

/** The proposed outline: rename, resize, reorder, remove or add sections. */
export function OutlineEditor({ outline, onChange }: OutlineEditorProps) {
  return (
    <EditableRowList
      items={outline}
      onChange={onChange}
      createItem={blankSection}
      addLabel="Add section"
      ordered
      rowClassName="rounded-lg border border-border bg-background/60 p-2.5"
      renderRow={(section, row) => {
        const number = row.index + 1;
        return (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="w-6 shrink-0 text-center font-serif text-sm text-muted-foreground">
                {number}
              </span>
              <Input
                aria-label={`Section ${number} title`}
                value={section.title}
                maxLength={200}
                className="w-auto min-w-44 flex-1"
                onChange={(e) => row.update({ title: e.target.value })}
              />
              <div className="ml-auto flex items-center gap-1">
                <Input
                  aria-label={`Section ${number} words`}
                  type="number"
                  min={0}
                  className="w-24 shrink-0"
                  value={section.targetWords ?? ''}
                  placeholder="words"
                  onChange={(e) =>
                    row.update({
                      targetWords: e.target.value === '' ? undefined : Math.max(0, Number(e.target.value)),
                    })
                  }
                />
                <div className="flex shrink-0">
                  <RowActionButton
                    label={`Move section ${number} up`}
                    icon={ArrowUp}
                    className="size-8"
                    disabled={row.isFirst}
                    onClick={row.moveUp}
                  />
                  <RowActionButton
                    label={`Move section ${number} down`}
                    icon={ArrowDown}
                    className="size-8"
                    disabled={row.isLast}
                    onClick={row.moveDown}
                  />
                  <RowActionButton
                    label={`Remove section ${number}`}
                    icon={Trash2}
                    className="size-8"
                    onClick={row.remove}
                  />
                </div>
              </div>
            </div>
            {section.notes ? (
              <p className="mt-1.5 pl-8 text-xs text-muted-foreground">{section.notes}</p>
            ) : null}
          </>
        );
      }}
    />
  );
}
