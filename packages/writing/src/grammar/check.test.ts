import { describe, expect, it } from 'vitest';
import { createGrammarChecker } from './check.ts';
import type { GrammarFinding } from './types.ts';

// One checker for the file: harper's set-up takes seconds per dialect.
const checked: string[] = [];
const checker = createGrammarChecker({ onParagraphChecked: (p) => checked.push(p) });
const american = { dialect: 'american' } as const;

function words(text: string, findings: GrammarFinding[]): string[] {
  return findings.map((f) => text.slice(f.start, f.end));
}

function expectWellFormed(text: string, findings: GrammarFinding[]): void {
  let previousEnd = 0;
  for (const f of findings) {
    expect(f.start).toBeGreaterThanOrEqual(previousEnd);
    expect(f.end).toBeLessThanOrEqual(text.length);
    expect(f.start).toBeLessThanOrEqual(f.end);
    previousEnd = f.end;
  }
}

describe('grammar checker', () => {
  it('spells by dialect: "colour" is British, "color" American', async () => {
    const text = 'The colour of the color chart faded.';
    expect(words(text, await checker.check(text, american))).toContain('colour');
    expect(words(text, await checker.check(text, american))).not.toContain('color');
    const british = await checker.check(text, { dialect: 'british' });
    expect(words(text, british)).toContain('color');
    expect(words(text, british)).not.toContain('colour');
  }, 60_000);

  it('leaves a name its own country’s spelling, and still checks the word outside a name', async () => {
    const text = 'Guidance from the World Health Organization shapes practice. Organization matters.';
    const british = await checker.check(text, { dialect: 'british' });
    expect(words(text, british)).toEqual(['Organization']);
    expect(british[0]?.start).toBe(text.lastIndexOf('Organization'));
    const centre = 'Concerts at the Lincoln Centre sold out.';
    expect(await checker.check(centre, american)).toEqual([]);
  }, 60_000);

  it('ranks spelling suggestions by how common the word is', async () => {
    const text = 'We will recieve the samples tomorow.';
    const findings = await checker.check(text, american);
    expect(findings.map((f) => f.replacements[0])).toEqual(['receive', 'tomorrow']);
  });

  it('accepts words built with a productive prefix, and still flags a misspelt stem', async () => {
    const text = 'They sell uncertified timber under an eco-label and a non-binding deal.';
    expect(words(text, await checker.check(text, american))).toEqual([]);
    const slips = 'It was unbelivable and unmeaningful, and ecofriendly.';
    expect(words(slips, await checker.check(slips, american))).toEqual([
      'unbelivable',
      'unmeaningful',
      'ecofriendly',
    ]);
  });

  it('leaves authors in reference entries alone in every style, and still checks the words around them', async () => {
    const entries = [
      'Hale, L., & Guan, S. (2015). Screen time and sleep among children. Sleep Medicine Reviews, 21, 50–58.',
      'S. Guan and L. Hale, "Screen time and sleep," Sleep Med. Rev., vol. 21, pp. 50–58, 2015.',
      'Guan S, Hale L. Screen time and sleep. Sleep Med Rev. 2015;21:50-8.',
    ];
    for (const text of entries) expect(words(text, await checker.check(text, american))).toEqual([]);
    const slip = 'Guan, S. (2015). Screen tiem and sleep.';
    expect(words(slip, await checker.check(slip, american))).toEqual(['tiem']);
  });

  it('leaves an author named before the year in running text alone, and still checks the sentence', async () => {
    const text =
      'As Haddad (2001) and Haddad and Ruiz (2003a, p. 12) argue, and as Haddad et al. (2019) recieve it, Haddad’s (2001) claim holds.';
    expect(words(text, await checker.check(text, american))).toEqual(['recieve']);
    // Without the year the word is prose again: a capitalised slip next to a common word is still a slip.
    const slip = 'Teh results were clear.';
    expect(words(slip, await checker.check(slip, american))).toEqual(['Teh']);
  });

  it('never flags the writer’s own words, names, codes, links, e-mails or citations', async () => {
    const text =
      'Penwright uses zorbling, as Nakamura showed (Okonkwo, 2020); see https://example.org/xqzt or mail ab@cd.io about B12 and iPhone.';
    const plain = await checker.check(text, american);
    expect(words(text, plain)).toEqual(['zorbling']);
    expect(await checker.check(text, { ...american, words: ['Zorbling'] })).toEqual([]);
  });

  it('gives offsets in UTF-16 code units around emoji, CJK and right-to-left text', async () => {
    const text = '😀👍🏽 日本語 שלום The results was clear and and there is a mistaek.';
    const findings = await checker.check(text, american);
    expectWellFormed(text, findings);
    expect(words(text, findings)).toEqual(expect.arrayContaining(['results was', 'and and', 'mistaek']));
  });

  it('survives hostile input without throwing or hanging', async () => {
    const inputs = [
      'Nul\u0000 bytes\u0000 in teh text.',
      'a'.repeat(50_000),
      'x'.repeat(25_000) + ' ' + 'y'.repeat(24_999),
      '<p>Some <b>bold</b> text &amp; a <a href="https://x.io">link</a>.</p>',
      '\n\n\n   \n',
      '🙂'.repeat(10_000),
      'שלום עולם. مرحبا بالعالم.',
    ];
    for (const text of inputs) {
      const findings = await checker.check(text, american);
      expectWellFormed(text, findings);
    }
  }, 60_000);

  it('reports findings that never overlap, even where harper and a rule of its own both fire', async () => {
    const text = 'Students doesnt like a algorithm that are slow, and the the results was late.';
    const findings = await checker.check(text, american);
    expectWellFormed(text, findings);
    expect(words(text, findings)).toEqual(
      expect.arrayContaining(['Students doesnt', 'a', 'the the', 'results was']),
    );
  });

  it('re-checks only the paragraph that changed', async () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} says the results was ready.`);
    const before = paragraphs.join('\n\n');
    const first = await checker.check(before, american);
    const edited = [...paragraphs];
    edited[7] = 'Paragraph 7 now says they was ready.';
    const after = edited.join('\n\n');
    checked.length = 0;
    const second = await checker.check(after, american);
    expect(checked).toEqual(['Paragraph 7 now says they was ready.']);
    expect(second).toHaveLength(first.length);
    // Findings after the edit shift with the text: each still points at the words it flags.
    expect(new Set(words(after, second))).toEqual(new Set(['results was', 'they was']));
  });

  it('keeps style findings out unless asked for', async () => {
    const text = "It's a lot of stuff.";
    expect((await checker.check(text, american)).filter((f) => f.category === 'style')).toEqual([]);
    const styled = await checker.check(text, { ...american, style: true });
    expect(styled.map((f) => f.errorType)).toEqual(
      expect.arrayContaining(['STYLE:CONTRACTION', 'STYLE:INFORMAL']),
    );
  });
});
