import { describe, expect, it } from 'vitest';
import { CITATION_STYLES, type CitationFindingType } from '@penwright/shared';
import { checkCitations } from './check.ts';
import { buildPaper } from './fixtures/paper.ts';
import { genericSeeds, seededCopies, type Seeded } from './fixtures/seeds.ts';
import { SOCIAL_WORKS } from './fixtures/works-social.ts';
import type { CitationStyle } from './types.ts';

/*
 * The evaluation: each style's clean paper must draw no findings, and every seeded defect must be reported
 * with its own type at its own place. Per-type precision counts the findings a seed adds. Two sets of works:
 * software, statistics and physiology (41, a seed per case), and sociology, economics, psychology and
 * education (40, seeds chosen by the shape of the works).
 */
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

function social(style: CitationStyle) {
  const clean = buildPaper(style, SOCIAL_WORKS);
  return { clean, seeds: genericSeeds(clean, SOCIAL_WORKS) };
}

const CASES = CITATION_STYLES.flatMap((style) => [
  { style, set: 'sciences', references: 41, ...seededCopies(style) },
  { style, set: 'social sciences', references: 40, ...social(style) },
]);

describe.each(CASES)(
  'citation checker on the $style paper ($set)',
  ({ style, set, references, clean, seeds }) => {
    const baseline = checkCitations(clean.text, style);

    it('finds nothing in the clean copy', () => {
      expect(baseline.summary).toMatchObject({ references, errors: 0, warnings: 0 });
      expect(baseline.summary.matched).toBe(baseline.summary.citations);
    });

    it.each(seeds.map((seed: Seeded) => [`${seed.type}: ${seed.label}`, seed] as const))(
      'reports %s',
      (_, seed) => {
        const result = checkCitations(seed.text, style);
        const hits = result.findings.filter(
          (f) => f.type === seed.type && seed.spans.some((s) => overlaps(f, s)),
        );
        const found = JSON.stringify(result.findings.map((f) => [f.type, f.excerpt.slice(0, 60)]));
        expect(hits.length, found).toBeGreaterThan(0);
        for (const f of result.findings) expect(seed.text.slice(f.start, f.end)).toBe(f.excerpt);
      },
    );

    it('reports the table', () => {
      const recall = new Map<CitationFindingType, [number, number]>();
      const precision = new Map<CitationFindingType, [number, number]>();
      for (const seed of seeds) {
        const result = checkCitations(seed.text, style);
        const fresh = result.findings.filter(
          (f) => !baseline.findings.some((b) => b.type === f.type && b.excerpt === f.excerpt),
        );
        const hit = (f: { type: string; start: number; end: number }) =>
          f.type === seed.type && seed.spans.some((s) => overlaps(f, s));
        const [found, total] = recall.get(seed.type) ?? [0, 0];
        recall.set(seed.type, [found + (fresh.some(hit) ? 1 : 0), total + 1]);
        for (const f of fresh) {
          const [tp, all] = precision.get(f.type) ?? [0, 0];
          precision.set(f.type, [tp + (hit(f) ? 1 : 0), all + 1]);
        }
      }
      const types = new Set([...recall.keys(), ...precision.keys()]);
      const cell = (v?: [number, number]) => (v ? `${v[0]}/${v[1]}` : '-');
      const rows = [...types].map(
        (t) => `${style}\t${set}\t${t}\trecall ${cell(recall.get(t))}\tprecision ${cell(precision.get(t))}`,
      );
      console.log(rows.join('\n'));
      const found = [...recall.values()].reduce((n, [f]) => n + f, 0);
      expect(found).toBe(seeds.length);
    });
  },
);
