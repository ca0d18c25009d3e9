import type { OutlineSection } from '@penwright/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';

type OutlineEditorProps = { outline: OutlineSection[]; onChange: (outline: OutlineSection[]) => void };

function move<T>(list: T[], from: number, to: number): T[] {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The proposed outline: rename, resize, reorder, remove or add sections. */
export function OutlineEditor({ outline, onChange }: OutlineEditorProps) {
  const patch = (index: number, changes: Partial<OutlineSection>) =>
    onChange(outline.map((s, i) => (i === index ? { ...s, ...changes } : s)));
  const add = () => onChange([...outline, { id: `section-${Date.now().toString(36)}`, title: '', level: 1 }]);
  return (
    <div className="grid gap-2">
      <ol className="grid gap-2">
        {outline.map((section, index) => (
          <li key={section.id} className="rounded-lg border border-border bg-background/60 p-2.5">
            <div className="flex flex-wrap items-center gap-2">
              <span className="w-6 shrink-0 text-center font-serif text-sm text-muted-foreground">
                {index + 1}
              </span>
              <Input
                aria-label={`Section ${index + 1} title`}
                value={section.title}
                maxLength={200}
                className="w-auto min-w-44 flex-1"
                onChange={(e) => patch(index, { title: e.target.value })}
              />
              <div className="ml-auto flex items-center gap-1">
                <Input
                  aria-label={`Section ${index + 1} words`}
                  type="number"
                  min={0}
                  className="w-24 shrink-0"
                  value={section.target_words ?? ''}
                  placeholder="words"
                  onChange={(e) =>
                    patch(index, {
                      target_words: e.target.value === '' ? undefined : Math.max(0, Number(e.target.value)),
                    })
                  }
                />
                <div className="flex shrink-0">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Move section ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => onChange(move(outline, index, index - 1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Move section ${index + 1} down`}
                    disabled={index === outline.length - 1}
                    onClick={() => onChange(move(outline, index, index + 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Remove section ${index + 1}`}
                    onClick={() => onChange(outline.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </div>
            {section.notes ? (
              <p className="mt-1.5 pl-8 text-xs text-muted-foreground">{section.notes}</p>
            ) : null}
          </li>
        ))}
      </ol>
      <div>
        <Button variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden="true" /> Add section
        </Button>
      </div>
    </div>
  );
}
