import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

type PaginationProps = {
  skip: number;
  take: number;
  totalCount: number;
  onChange: (skip: number) => void;
};

/** Previous / next controls over a skip-take list. */
export function Pagination({ skip, take, totalCount, onChange }: PaginationProps) {
  if (totalCount <= take) return null;
  const page = Math.floor(skip / take) + 1;
  const pages = Math.max(1, Math.ceil(totalCount / take));
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 pt-4 text-sm">
      <span className="text-muted-foreground">
        Page {page} of {pages}
      </span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={skip === 0}
          onClick={() => onChange(Math.max(0, skip - take))}
        >
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onChange(skip + take)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
