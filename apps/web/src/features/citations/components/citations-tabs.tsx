import { BookMarked, FileSearch } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

export type CitationsTab = 'check' | 'library';

const TABS = [
  { key: 'check', label: 'Check a paper', to: paths.citations, icon: FileSearch },
  { key: 'library', label: 'Library', to: `${paths.citations}?tab=library`, icon: BookMarked },
] as const;

/** The citation tools, as links so each has its own address. */
export function CitationsTabs({ current }: { current: CitationsTab }) {
  return (
    <nav aria-label="Citation tools" className="flex w-full gap-1 rounded-lg bg-muted p-1 text-sm sm:w-fit">
      {TABS.map(({ key, label, to, icon: Icon }) => (
        <Link
          key={key}
          to={to}
          aria-current={current === key ? 'page' : undefined}
          className={cn(
            'flex flex-1 items-center justify-center gap-2 rounded-md px-4 py-2 font-medium whitespace-nowrap transition-colors sm:flex-none',
            current === key
              ? 'bg-card text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
