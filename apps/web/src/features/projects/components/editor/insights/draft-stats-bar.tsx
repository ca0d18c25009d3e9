import type { DraftStats } from '@penwright/writing';

/** Words, reading time and characters under the page, as a word processor shows them. */
export function DraftStatsBar({ stats, target }: { stats: DraftStats | undefined; target: number | null }) {
  const words = stats?.words ?? 0;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-live="off">
      <span data-testid="word-count">
        <strong className="font-semibold text-foreground">{words.toLocaleString('en-US')}</strong>
        {target ? ` / ${target.toLocaleString('en-US')}` : ''} words
      </span>
      <span>{stats?.readingMinutes ?? 0} min read</span>
      <span className="hidden sm:inline">{(stats?.characters ?? 0).toLocaleString('en-US')} characters</span>
    </p>
  );
}
