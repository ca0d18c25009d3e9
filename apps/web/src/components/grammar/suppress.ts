import { grammarIgnoreKey } from '@penwright/shared';
import type { Finding } from './finding';

/** What stays hidden: findings ignored (same rule, same words) and spelling findings on dictionary words. */
export function suppressFor(ignored: ReadonlySet<string>, words: ReadonlySet<string>) {
  return (finding: Finding): boolean =>
    ignored.has(grammarIgnoreKey(finding.edit.rule, finding.text)) ||
    (finding.edit.category === 'spelling' && words.has(finding.text.trim().toLowerCase()));
}

export const dictionarySet = (words: readonly string[] | undefined): Set<string> =>
  new Set((words ?? []).map((w) => w.toLowerCase()));
