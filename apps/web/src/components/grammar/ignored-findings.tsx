import type { GrammarIgnore } from '@penwright/shared';
import { RotateCcw } from 'lucide-react';
import { Button } from '../ui/button';

/** "harper:SentenceCapitalization" → "Sentence capitalization"; "subject-verb-agreement" → "Subject verb agreement". */
export function ruleLabel(rule: string): string {
  const name = rule.replace(/^[a-z]+:/i, '');
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The findings ignored in this project, folded away under the list; "Show again" brings one back, and the next
 * check underlines it wherever it still applies.
 */
export function IgnoredFindings({
  ignores,
  onRestore,
  restoring,
}: {
  ignores: readonly GrammarIgnore[];
  onRestore: (ignore: GrammarIgnore) => void;
  restoring: string | null;
}) {
  if (ignores.length === 0) return null;
  return (
    <details className="group mt-3 border-t border-border pt-3 text-sm">
      <summary className="cursor-pointer text-muted-foreground select-none hover:text-foreground">
        Ignored in this project ({ignores.length})
      </summary>
      <ul className="mt-2 grid gap-1.5" aria-label="Ignored suggestions">
        {ignores.map((ignore) => (
          <li
            key={ignore.id}
            className="flex items-center justify-between gap-3 rounded-lg bg-muted/60 px-3 py-2"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">“{ignore.text}”</span>
              <span className="block truncate text-xs text-muted-foreground">{ruleLabel(ignore.rule)}</span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={restoring === ignore.id}
              onClick={() => onRestore(ignore)}
              aria-label={`Show “${ignore.text}” again`}
            >
              <RotateCcw aria-hidden="true" /> Show again
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
