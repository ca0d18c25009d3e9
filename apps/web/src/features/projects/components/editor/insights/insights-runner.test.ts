import type { Requirement } from '@penwright/shared';
import { describe, expect, it } from 'vitest';
import type { DraftInsights } from './draft-insights';
import { createInsightsRunner } from './insights-runner';

const requirement: Requirement = {
  id: 'r1',
  kind: 'key_term',
  label: 'Use the term "heat island"',
  target: 'heat island',
  done: false,
};

describe('createInsightsRunner', () => {
  it('counts in place where no worker can be started, and the checklist follows the text', () => {
    const runner = createInsightsRunner();
    const seen: DraftInsights[] = [];
    runner.run(
      {
        text: 'Urban heat islands warm cities.\n\nTrees cool them.',
        headings: [],
        requirements: [requirement],
        citationStyle: 'apa',
      },
      (insights) => seen.push(insights),
    );
    runner.run(
      { text: 'Trees cool cities.', headings: [], requirements: [requirement], citationStyle: 'apa' },
      (insights) => seen.push(insights),
    );
    runner.dispose();
    expect(seen.map((s) => [s.stats.words, s.stats.paragraphs])).toEqual([
      [8, 2],
      [3, 1],
    ]);
    expect(seen.map((s) => s.results[0]?.state)).toEqual(['met', 'unmet']);
  });
});
