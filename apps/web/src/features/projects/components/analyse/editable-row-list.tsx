import { Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../../components/ui/button';

/** What one row may do to the list it sits in. */
export type RowControls<T> = {
  index: number;
  isFirst: boolean;
  isLast: boolean;
  update: (changes: Partial<T>) => void;
  remove: () => void;
  moveUp: () => void;
  moveDown: () => void;
};

type EditableRowListProps<T extends { id: string }> = {
  items: T[];
  onChange: (items: T[]) => void;
  /** The blank item the add button appends. */
  createItem: () => T;
  addLabel: string;
  /** A numbered list, for items whose order means something. */
  ordered?: boolean;
  rowClassName: string;
  /** Shown above the (empty) list when there are no items. */
  empty?: ReactNode;
  renderRow: (item: T, row: RowControls<T>) => ReactNode;
};

function move<T>(list: T[], from: number, to: number): T[] {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A list the writer edits in place: each row's fields come from `renderRow`, the add button sits below. */
export function EditableRowList<T extends { id: string }>({
  items,
  onChange,
  createItem,
  addLabel,
  ordered = false,
  rowClassName,
  empty,
  renderRow,
}: EditableRowListProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  const controls = (index: number): RowControls<T> => ({
    index,
    isFirst: index === 0,
    isLast: index === items.length - 1,
    update: (changes) => onChange(items.map((item, i) => (i === index ? { ...item, ...changes } : item))),
    remove: () => onChange(items.filter((_, i) => i !== index)),
    moveUp: () => onChange(move(items, index, index - 1)),
    moveDown: () => onChange(move(items, index, index + 1)),
  });
  return (
    <div className="grid gap-2">
      {items.length === 0 ? empty : null}
      <List className="grid gap-2">
        {items.map((item, index) => (
          <li key={item.id} className={rowClassName}>
            {renderRow(item, controls(index))}
          </li>
        ))}
      </List>
      <div>
        <Button variant="outline" size="sm" onClick={() => onChange([...items, createItem()])}>
          <Plus aria-hidden="true" /> {addLabel}
        </Button>
      </div>
    </div>
  );
}

type RowActionButtonProps = Omit<ButtonProps, 'variant' | 'size' | 'children'> & {
  /** The button's accessible name; it shows only `icon`. */
  label: string;
  icon: LucideIcon;
};

/** An icon button acting on one row, such as remove or move up. */
export function RowActionButton({ label, icon: Icon, ...props }: RowActionButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
