import { describe, expect, it } from 'vitest';
import { analyseBrief } from '../brief/analyse-brief.ts';
import { DEV_BRIEFS } from '../fixtures/briefs/eval/dev.annotations.ts';
import { HELD_OUT_10_BRIEFS } from '../fixtures/briefs/eval/held-out-10.annotations.ts';
import { HELD_OUT_11_BRIEFS } from '../fixtures/briefs/eval/held-out-11.annotations.ts';
import { HELD_OUT_12_BRIEFS } from '../fixtures/briefs/eval/held-out-12.annotations.ts';
import { HELD_OUT_13_BRIEFS } from '../fixtures/briefs/eval/held-out-13.annotations.ts';
import { HELD_OUT_14_BRIEFS } from '../fixtures/briefs/eval/held-out-14.annotations.ts';
import { HELD_OUT_15_BRIEFS } from '../fixtures/briefs/eval/held-out-15.annotations.ts';
import { HELD_OUT_16_BRIEFS } from '../fixtures/briefs/eval/held-out-16.annotations.ts';
import { HELD_OUT_17_BRIEFS } from '../fixtures/briefs/eval/held-out-17.annotations.ts';
import { HELD_OUT_18_BRIEFS } from '../fixtures/briefs/eval/held-out-18.annotations.ts';
import { HELD_OUT_19_BRIEFS } from '../fixtures/briefs/eval/held-out-19.annotations.ts';
import { HELD_OUT_20_BRIEFS } from '../fixtures/briefs/eval/held-out-20.annotations.ts';
import { HELD_OUT_2_BRIEFS } from '../fixtures/briefs/eval/held-out-2.annotations.ts';
import { HELD_OUT_3_BRIEFS } from '../fixtures/briefs/eval/held-out-3.annotations.ts';
import { HELD_OUT_4_BRIEFS } from '../fixtures/briefs/eval/held-out-4.annotations.ts';
import { HELD_OUT_5_BRIEFS } from '../fixtures/briefs/eval/held-out-5.annotations.ts';
import { HELD_OUT_6_BRIEFS } from '../fixtures/briefs/eval/held-out-6.annotations.ts';
import { HELD_OUT_7_BRIEFS } from '../fixtures/briefs/eval/held-out-7.annotations.ts';
import { HELD_OUT_8_BRIEFS } from '../fixtures/briefs/eval/held-out-8.annotations.ts';
import { HELD_OUT_9_BRIEFS } from '../fixtures/briefs/eval/held-out-9.annotations.ts';
import { HELD_OUT_BRIEFS } from '../fixtures/briefs/eval/held-out.annotations.ts';
import type { AnnotatedBrief } from '../fixtures/briefs/eval/types.ts';
import { scoreBrief, type BriefScore } from './eval/score-checklist.ts';
import { report, summarise } from './eval/summarise.ts';
import { requirementsFromAnalysis } from './requirements-from-analysis.ts';

/*
 * How much of what briefs state reaches the checklist, measured on annotated briefs (see
 * fixtures/briefs/eval/README.md). The floors sit a little under the figures recorded in docs/PERFORMANCE.md,
 * so a change that loses requirements fails here. Set PENWRIGHT_EVAL_DETAIL=1 to print every miss.
 */

const now = new Date(2026, 7, 1, 12);

function score(briefs: readonly AnnotatedBrief[]): BriefScore[] {
  return briefs.map((brief) => {
    const analysis = analyseBrief(brief.text, { projectType: brief.projectType, now });
    return scoreBrief(brief, analysis, requirementsFromAnalysis(analysis));
  });
}

function detail(scores: readonly BriefScore[]): string {
  return scores
    .map((s) => {
      const missed = s.found.filter((f) => !f.by).map((f) => `  - missed ${f.kind}: ${f.text}`);
      const stray = s.stray.map((r) => `  - not a requirement (${r.kind}): ${r.label}`);
      const repeated = s.repeated.map((r) => `  - repeats (${r.kind}): ${r.label}`);
      const fields = Object.entries(s.fields)
        .filter(([, v]) => v.expected !== v.actual)
        .map(([k, v]) => `  - ${k}: expected ${String(v.expected)}, read ${String(v.actual)}`);
      const lines = [...missed, ...stray, ...repeated, ...fields];
      return lines.length > 0 ? `${s.id}\n${lines.join('\n')}` : '';
    })
    .filter(Boolean)
    .join('\n');
}

type Field = keyof ReturnType<typeof summarise>['fieldAccuracy'];

interface EvalSet {
  name: string;
  briefs: readonly AnnotatedBrief[];
  /** What the set must keep: share of requirements found, share of listed lines that are not requirements. */
  recall: number;
  stray: number;
  /** The least share of briefs whose length, pages, style, due date and minimum sources are read right. */
  fields: number;
  /** Stricter floors for some of those facts. */
  strictFields?: Partial<Record<Field, number>>;
  /** How the floors were set. */
  why: string;
}

const DEVELOPMENT = 'rules are changed after reading how they do here';
const IMPROVED_ON = (blind: string) =>
  `scored blind first at ${blind} (docs/PERFORMANCE.md); the rules were then improved on it, so the floors guard what it reaches now`;

const SETS: readonly EvalSet[] = [
  { name: 'Development set', briefs: DEV_BRIEFS, recall: 0.96, stray: 0.02, fields: 0.96, why: DEVELOPMENT },
  {
    name: 'Held-out set',
    briefs: HELD_OUT_BRIEFS,
    recall: 0.92,
    stray: 0.04,
    fields: 0.88,
    strictFields: { words: 0.99, style: 0.99, minSources: 0.99 },
    why: 'floors under its first scoring; the rules are never changed to raise them',
  },
  {
    name: 'Second held-out set',
    briefs: HELD_OUT_2_BRIEFS,
    recall: 0.87,
    stray: 0.04,
    fields: 0.91,
    strictFields: { pages: 0.99, style: 0.99, due: 0.99, minSources: 0.99 },
    why: IMPROVED_ON('68.7 %'),
  },
  {
    name: 'Third held-out set',
    briefs: HELD_OUT_3_BRIEFS,
    recall: 0.87,
    stray: 0.075,
    fields: 0.74,
    strictFields: { words: 0.83, pages: 0.83, due: 0.83 },
    why: IMPROVED_ON('61.2 %'),
  },
  {
    name: 'Fourth held-out set',
    briefs: HELD_OUT_4_BRIEFS,
    recall: 0.9,
    stray: 0.03,
    fields: 0.99,
    why: IMPROVED_ON('75.8 %'),
  },
  {
    name: 'Fifth held-out set',
    briefs: HELD_OUT_5_BRIEFS,
    recall: 0.87,
    stray: 0.04,
    fields: 0.99,
    why: IMPROVED_ON('67.0 %'),
  },
  {
    name: 'Sixth held-out set',
    briefs: HELD_OUT_6_BRIEFS,
    recall: 0.83,
    stray: 0.055,
    fields: 0.83,
    why: IMPROVED_ON('68.8 %'),
  },
  {
    name: 'Seventh held-out set',
    briefs: HELD_OUT_7_BRIEFS,
    recall: 0.9,
    stray: 0.02,
    fields: 0.99,
    why: IMPROVED_ON('56.2 %'),
  },
  {
    name: 'Eighth held-out set',
    briefs: HELD_OUT_8_BRIEFS,
    recall: 0.82,
    stray: 0.07,
    fields: 0.91,
    why: IMPROVED_ON('60.6 %'),
  },
  {
    name: 'Ninth held-out set',
    briefs: HELD_OUT_9_BRIEFS,
    recall: 0.87,
    stray: 0.05,
    fields: 0.9,
    why: IMPROVED_ON('66.2 %'),
  },
  {
    name: 'Tenth held-out set',
    briefs: HELD_OUT_10_BRIEFS,
    recall: 0.87,
    stray: 0.04,
    fields: 0.9,
    why: IMPROVED_ON('67.5 %'),
  },
  {
    name: 'Eleventh held-out set',
    briefs: HELD_OUT_11_BRIEFS,
    recall: 0.82,
    stray: 0.05,
    fields: 0.99,
    why: IMPROVED_ON('65.4 %'),
  },
  {
    name: 'Twelfth held-out set',
    briefs: HELD_OUT_12_BRIEFS,
    recall: 0.82,
    stray: 0.08,
    fields: 0.9,
    why: IMPROVED_ON('62.3 %'),
  },
  {
    name: 'Thirteenth held-out set',
    briefs: HELD_OUT_13_BRIEFS,
    recall: 0.85,
    stray: 0.06,
    fields: 0.99,
    why: IMPROVED_ON('56.0 %'),
  },
  {
    name: 'Fourteenth held-out set',
    briefs: HELD_OUT_14_BRIEFS,
    recall: 0.84,
    stray: 0.03,
    fields: 0.75,
    why: IMPROVED_ON('48.6 %'),
  },
  {
    name: 'Fifteenth held-out set',
    briefs: HELD_OUT_15_BRIEFS,
    recall: 0.85,
    stray: 0.035,
    fields: 0.9,
    why: IMPROVED_ON('64.4 %'),
  },
  {
    name: 'Sixteenth held-out set',
    briefs: HELD_OUT_16_BRIEFS,
    recall: 0.87,
    stray: 0.055,
    fields: 0.9,
    why: IMPROVED_ON('64.6 %'),
  },
  {
    name: 'Seventeenth held-out set',
    briefs: HELD_OUT_17_BRIEFS,
    recall: 0.71,
    stray: 0.04,
    fields: 0.82,
    why: 'scored blind: no rule is written against it, so its floors sit under its blind figures',
  },
  {
    name: 'Eighteenth held-out set',
    briefs: HELD_OUT_18_BRIEFS,
    recall: 0.72,
    stray: 0.06,
    fields: 0.82,
    why: 'scored blind: no rule is written against it, so its floors sit under its blind figures',
  },
  {
    name: 'Nineteenth held-out set',
    briefs: HELD_OUT_19_BRIEFS,
    recall: 0.8,
    stray: 0.03,
    fields: 0.82,
    why: 'scored blind: no rule is written against it, so its floors sit under its blind figures',
  },
  {
    name: 'Twentieth held-out set',
    briefs: HELD_OUT_20_BRIEFS,
    recall: 0.74,
    stray: 0.045,
    fields: 0.82,
    why: 'scored blind: no rule is written against it, so its floors sit under its blind figures',
  },
];

describe('checklist against annotated briefs', () => {
  for (const set of SETS) {
    it(`${set.name} (${set.why})`, () => {
      const scores = score(set.briefs);
      const summary = summarise(scores);
      console.log(report(set.name, summary));
      if (process.env.PENWRIGHT_EVAL_DETAIL) console.log(detail(scores));
      expect(summary.recall).toBeGreaterThanOrEqual(set.recall);
      expect(summary.strayShare).toBeLessThanOrEqual(set.stray);
      for (const [field, accuracy] of Object.entries(summary.fieldAccuracy) as [Field, number][])
        expect({ field, accuracy }).toEqual({
          field,
          accuracy: expect.toSatisfy((a: number) => a >= (set.strictFields?.[field] ?? set.fields)),
        });
    });
  }
});
