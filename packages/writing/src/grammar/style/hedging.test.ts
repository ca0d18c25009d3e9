import { describe, expect, it } from 'vitest';
import { tokenize } from '../tokens.ts';
import type { GrammarCheckOptions } from '../types.ts';
import { hedging, stackedHedges } from './hedging.ts';

const FORBID: GrammarCheckOptions = { dialect: 'british', style: true, forbidFirstPerson: true };
const ALLOW: GrammarCheckOptions = { dialect: 'british', style: true };
const spans = (found: { start: number; end: number }[], text: string): string[] =>
  found.map((f) => text.slice(f.start, f.end));

describe('hedging', () => {
  it('reports vague hedges and opinion frames', () => {
    const text = 'The data kind of show this. I believe the theory fails. It was somewhat better.';
    expect(spans(hedging(tokenize(text), ALLOW), text)).toEqual(['kind of', 'I believe', 'somewhat']);
  });

  it('leaves "kind of" alone when it names a kind', () => {
    const text = 'This kind of contract spread. Which sort of evidence counts? A new kind of loom.';
    expect(hedging(tokenize(text), ALLOW)).toEqual([]);
  });

  it('accepts one calibrated hedge', () => {
    const text =
      'Perhaps the best account is the oldest. Rural households tend to be larger. It seems to be rising.';
    expect(hedging(tokenize(text), ALLOW)).toEqual([]);
    expect(stackedHedges(tokenize(text), ALLOW)).toEqual([]);
  });

  it('leaves the pronoun of "I think" or "in my opinion" to the first-person rule when first person is forbidden', () => {
    const text = 'I think that the sample was small.';
    const [found] = hedging(tokenize(text), FORBID);
    expect(found && text.slice(found.start, found.end)).toBe('think that');
    expect(found?.replacements).toEqual([]);
    const plural = 'We feel that the council should act. In my opinion, it should.';
    expect(spans(hedging(tokenize(plural), FORBID), plural)).toEqual(['feel that', 'opinion']);
    expect(spans(hedging(tokenize(plural), ALLOW), plural)).toEqual(['We feel that', 'In my opinion']);
  });
});

describe('stacked hedges', () => {
  it('reports two hedges on one claim', () => {
    const text =
      'The results may possibly indicate an effect. It could perhaps be argued. This could potentially help.';
    expect(spans(stackedHedges(tokenize(text), ALLOW), text)).toEqual([
      'may possibly',
      'could perhaps',
      'could potentially',
    ]);
  });

  it('does not join hedges across a clause break or a modal with "seem"', () => {
    const text = 'It may fail, and perhaps it should. These lives may seem austere.';
    expect(stackedHedges(tokenize(text), ALLOW)).toEqual([]);
  });
});
