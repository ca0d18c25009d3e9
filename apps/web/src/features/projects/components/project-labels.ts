import type { ProjectStep } from '@penwright/shared';

/** What each of the five steps is called wherever progress is shown. */
export const STEP_LABELS: Record<ProjectStep, string> = {
  1: 'Brief',
  2: 'Analyse',
  3: 'Draft',
  4: 'Review',
  5: 'Complete',
};

export const formatWords = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'word' : 'words'}`;
