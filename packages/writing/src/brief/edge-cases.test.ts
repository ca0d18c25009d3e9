import { describe, expect, it } from 'vitest';
import essay from '../fixtures/briefs/undergraduate-essay.txt?raw';
import { analyseBrief, MAX_BRIEF_LENGTH } from './analyse-brief.ts';

const now = new Date(2026, 10, 22, 12);

function timed<T>(run: () => T): { result: T; ms: number } {
  // Date.now, not performance.now: the package compiles without DOM or Node globals.
  const start = Date.now();
  const result = run();
  return { result, ms: Date.now() - start };
}

describe('analyseBrief edge cases', () => {
  it('returns an empty analysis with the template outline for empty or blank text', () => {
    for (const text of ['', '   \n\n\t  ']) {
      const a = analyseBrief(text, { projectType: 'research_paper', now });
      expect(a).toMatchObject({
        wordTarget: null,
        citationStyle: null,
        dueDate: null,
        requiredSections: [],
        questions: [],
        keyTerms: [],
        warnings: [],
      });
      expect(a.outline.map((o) => [o.title, o.words])).toEqual([
        ['Introduction', null],
        ['Methods', null],
        ['Results', null],
        ['Discussion', null],
        ['Conclusion', null],
      ]);
    }
  });

  it('handles a brief with no length, style or date', () => {
    const a = analyseBrief('Critically discuss the ethics of gene editing in human embryos.', {
      projectType: 'essay',
      now,
    });
    expect([a.wordTarget, a.citationStyle, a.dueDate]).toEqual([null, null, null]);
    expect(a.questions).toHaveLength(1);
  });

  it('normalises Windows line endings and non-breaking spaces', () => {
    const a = analyseBrief('Length:\u00a02,000\u00a0words.\r\nDue: 1\u00a0March\u00a02027\r\n', {
      projectType: 'essay',
      now,
    });
    expect(a.wordTarget?.target).toBe(2000);
    expect(a.dueDate?.date).toBe('2027-03-01');
  });

  it('reads a 200 KB paste quickly and still finds the facts stated at the top', () => {
    const filler =
      'Students should read widely around the topic, including policy documents, 2019 statistics and reports. ';
    const text = `${essay}\n${filler.repeat(Math.ceil(200_000 / filler.length))}`;
    expect(text.length).toBeGreaterThan(200_000);
    const { result, ms } = timed(() => analyseBrief(text, { projectType: 'essay', now }));
    expect(result.wordTarget?.target).toBe(2000);
    expect(result.dueDate?.date).toBe('2026-12-04');
    // A guard against runaway backtracking, not a speed target (the bench measures speed): far above the
    // 0.1–0.3 s it takes, so a busy machine does not fail it.
    expect(ms).toBeLessThan(5_000);
  });

  it('stays fast on adversarial input (no spaces, digit runs, endless bullets)', () => {
    const inputs = [
      'a'.repeat(200_000),
      '1,'.repeat(100_000),
      'word limit '.repeat(20_000),
      '- Introduction\n'.repeat(15_000),
      '12/12/'.repeat(35_000),
    ];
    for (const text of inputs) {
      const { ms } = timed(() => analyseBrief(text, { projectType: 'report', now }));
      expect(ms).toBeLessThan(5_000);
    }
    // Each input has its own bound above; the test as a whole runs five of them.
  }, 25_000);

  it('reads only the first MAX_BRIEF_LENGTH characters and says so', () => {
    const text = `${'x '.repeat(MAX_BRIEF_LENGTH / 2)}The essay should be 2,000 words.`;
    const a = analyseBrief(text, { projectType: 'essay', now });
    expect(a.wordTarget).toBeNull();
    expect(a.warnings).toEqual(['Only the first 500,000 characters of the brief were read.']);
  });
});
