import { REFERENCE_MAX_TAGS } from '@penwright/shared';
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';

/** Tags typed one at a time: Enter or a comma adds one, Backspace in an empty box removes the last. */
export function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const add = (raw: string) => {
    const tag = raw.trim().slice(0, 40);
    if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase()) || tags.length >= REFERENCE_MAX_TAGS)
      return;
    onChange([...tags, tag]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
      setText('');
    } else if (event.key === 'Backspace' && !text && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex flex-wrap items-center gap-1.5">
        {tags.map((tag) => (
          <Badge key={tag} variant="accent" className="py-1 pr-1">
            {tag}
            <button
              type="button"
              className="rounded-full p-0.5 hover:bg-foreground/10"
              onClick={() => onChange(tags.filter((t) => t !== tag))}
              aria-label={`Remove the tag ${tag}`}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </Badge>
        ))}
      </div>
      <Input
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add(text);
          setText('');
        }}
        placeholder="Type a tag and press Enter, e.g. chapter 2"
      />
    </div>
  );
}
