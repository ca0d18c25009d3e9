import { REFERENCE_TYPE_LABELS, type Reference } from '@penwright/shared';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import { isFormType } from './reference-form';
import { shortAuthors, sourceOf, titleOf, year } from './reference-summary';

type ReferenceRowProps = {
  reference: Reference;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** A reference in the list: its title, who and when, where it appeared, its type and tags. */
export function ReferenceRow({ reference, selected, onToggle, onEdit, onDelete }: ReferenceRowProps) {
  const { csl, tags } = reference;
  const title = titleOf(csl);
  const byline = [shortAuthors(csl), year(csl)].filter(Boolean).join(' · ');
  const source = sourceOf(csl);
  const type = isFormType(csl.type) ? REFERENCE_TYPE_LABELS[csl.type] : csl.type;
  return (
    <li
      className="flex items-start gap-3 px-5 py-4 transition-colors hover:bg-muted/30 sm:px-6"
      data-selected={selected || undefined}
    >
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-primary"
        checked={selected}
        onChange={onToggle}
        aria-label={`Select “${title}”`}
      />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onEdit}
          className="text-left font-serif text-[1.02rem] leading-snug font-semibold text-foreground hover:text-primary hover:underline"
        >
          {title}
        </button>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {byline || 'No author or date'}
          {source ? (
            <>
              {' — '}
              <span className="italic">{source}</span>
            </>
          ) : null}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <Badge variant="primary">{type}</Badge>
          {tags.map((tag) => (
            <Badge key={tag} variant="accent">
              {tag}
            </Badge>
          ))}
        </div>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label={`Actions for “${title}”`}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" /> Edit
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onDelete} className="text-destructive">
            <Trash2 aria-hidden="true" /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
