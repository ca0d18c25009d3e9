import { describe, expect, it } from 'vitest';
import { analyseBrief } from '../brief/analyse-brief.ts';
import { DEV_BRIEFS } from '../fixtures/briefs/eval/dev.annotations.ts';
import { HELD_OUT_2_BRIEFS } from '../fixtures/briefs/eval/held-out-2.annotations.ts';
import { HELD_OUT_3_BRIEFS } from '../fixtures/briefs/eval/held-out-3.annotations.ts';
import { HELD_OUT_4_BRIEFS } from '../fixtures/briefs/eval/held-out-4.annotations.ts';
import { HELD_OUT_5_BRIEFS } from '../fixtures/briefs/eval/held-out-5.annotations.ts';
import { HELD_OUT_6_BRIEFS } from '../fixtures/briefs/eval/held-out-6.annotations.ts';
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

describe('checklist against annotated briefs', () => {
  it('development set', () => {
    const scores = score(DEV_BRIEFS);
    const summary = summarise(scores);
    console.log(report('Development set', summary));
    if (process.env.PENWRIGHT_EVAL_DETAIL) console.log(detail(scores));
    expect(summary.recall).toBeGreaterThanOrEqual(0.96);
    expect(summary.strayShare).toBeLessThanOrEqual(0.02);
    for (const accuracy of Object.values(summary.fieldAccuracy))
      expect(accuracy).toBeGreaterThanOrEqual(0.96);
  });

  it('held-out set', () => {
    const scores = score(HELD_OUT_BRIEFS);
    const summary = summarise(scores);
    console.log(report('Held-out set', summary));
    if (process.env.PENWRIGHT_EVAL_DETAIL) console.log(detail(scores));
    // Floors under the figures recorded when the set was first scored: a regression fails, and the rules are
    // never changed to raise these (see fixtures/briefs/eval/README.md).
    expect(summary.recall).toBeGreaterThanOrEqual(0.89);
    expect(summary.strayShare).toBeLessThanOrEqual(0.05);
    const { words, pages, style, due, minSources } = summary.fieldAccuracy;
    expect([words, style, minSources].every((a) => a >= 0.99)).toBe(true);
    expect([pages, due].every((a) => a >= 0.88)).toBe(true);
  });

  it('second held-out set', () => {
    const scores = score(HELD_OUT_2_BRIEFS);
    const summary = summarise(scores);
    console.log(report('Second held-out set', summary));
    if (process.env.PENWRIGHT_EVAL_DETAIL) console.log(detail(scores));
    // Scored blind first at 68.7 % (docs/PERFORMANCE.md); the rules were then improved on it, so these floors
    // guard what it reaches now.
    expect(summary.recall).toBeGreaterThanOrEqual(0.8);
    expect(summary.strayShare).toBeLessThanOrEqual(0.05);
    const { words, pages, style, due, minSources } = summary.fieldAccuracy;
    expect([pages, style, due, minSources].every((a) => a >= 0.99)).toBe(true);
    expect(words).toBeGreaterThanOrEqual(0.91);
  });

  it('third held-out set', () => {
    const scores = score(HELD_OUT_3_BRIEFS);
    const summary = summarise(scores);
    console.log(report('Third held-out set', summary));
    if (process.env.PENWRIGHT_EVAL_DETAIL) console.log(detail(scores));
    // Scored blind first at 61.2 %; the rules were then improved on it (docs/PERFORMANCE.md), so these floors
    // guard what it reaches now.
    expect(summary.recall).toBeGreaterThanOrEqual(0.79);
    expect(summary.strayShare).toBeLessThanOrEqual(0.08);
    const { words, pages, style, due, minSources } = summary.fieldAccuracy;
    expect([words, pages, style, due, minSources].every((a) => a >= 0.74)).toBe(true);
    expect([words, pages, due].every((a) => a >= 0.83)).toBe(true);
  });

  it('fourth held-out set', () => {
    const scores = score(HELD_OUT_4_BRIEFS);
    const summary = summarise(scores);
    console.log(report('Fourth held-out set', summary));
    if (process.env.PENWRIGHT_EVAL_DETAIL) console.log(detail(scores));
    // Scored blind first at 75.8 %; the rules were then improved on it (docs/PERFORMANCE.md), so these floors
    // guard what it reaches now.
    expect(summary.recall).toBeGreaterThanOrEqual(0.87);
    expect(summary.strayShare).toBeLessThanOrEqual(0.05);
    const { words, pages, style, due, minSources } = summary.fieldAccuracy;
    expect([words, pages, style, due, minSources].every((a) => a >= 0.99)).toBe(true);
  });

  it('fifth held-out set', () => {
    const scores = score(HELD_OUT_5_BRIEFS);
    const summary = summarise(scores);
    console.log(report('Fifth held-out set', summary));
    if (process.env.PENWRIGHT_EVAL_DETAIL) console.log(detail(scores));
    // Scored blind first at 67.0 %; the rules were then improved on it (docs/PERFORMANCE.md), so these floors
    // guard what it reaches now.
    expect(summary.recall).toBeGreaterThanOrEqual(0.78);
    expect(summary.strayShare).toBeLessThanOrEqual(0.05);
    const { words, pages, style, due, minSources } = summary.fieldAccuracy;
    expect([words, pages, style, due, minSources].every((a) => a >= 0.99)).toBe(true);
  });

  it('sixth held-out set', () => {
    const scores = score(HELD_OUT_6_BRIEFS);
    const summary = summarise(scores);
    console.log(report('Sixth held-out set', summary));
    if (process.env.PENWRIGHT_EVAL_DETAIL) console.log(detail(scores));
    // Floors under its first, blind scoring (68.8 %, docs/PERFORMANCE.md).
    expect(summary.recall).toBeGreaterThanOrEqual(0.68);
    expect(summary.strayShare).toBeLessThanOrEqual(0.08);
    const { words, pages, style, due, minSources } = summary.fieldAccuracy;
    expect([words, pages, style, due, minSources].every((a) => a >= 0.83)).toBe(true);
  });
});
