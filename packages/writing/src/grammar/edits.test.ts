import { describe, expect, it } from 'vitest';
import { findingsToEdits, sentenceAround, sentenceStarts } from './edits.ts';

/** The sentence around a span found by walking the text from it, as the edits once were built. */
function walked(text: string, start: number, end: number) {
  let from = start;
  while (from > 0 && !/[.!?\n]/.test(text[from - 1] ?? '')) from -= 1;
  while (from < start && /\s/.test(text[from] ?? '')) from += 1;
  let to = end;
  while (to < text.length && !/[.!?\n]/.test(text[to] ?? '')) to += 1;
  if (to < text.length && text[to] !== '\n') to += 1;
  return { sentence: text.slice(from, to), sentenceStart: from };
}

describe('the sentence of an edit', () => {
  it('runs from after the last sentence end to the next, keeping its full stop but not a line break', () => {
    const text = 'First one. The results was clear!\nA list line\nLast';
    const at = text.indexOf('was');
    expect(sentenceAround(text, sentenceStarts(text), at, at + 3)).toEqual({
      sentence: 'The results was clear!',
      sentenceStart: text.indexOf('The'),
    });
    const line = text.indexOf('list');
    expect(sentenceAround(text, sentenceStarts(text), line, line + 4).sentence).toBe('A list line');
    const last = text.indexOf('Last');
    expect(sentenceAround(text, sentenceStarts(text), last, last + 4).sentence).toBe('Last');
  });

  it('agrees with a walk through the text for every span of random text', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = 'ab .!?\n  c';
    for (let round = 0; round < 300; round += 1) {
      const text = Array.from({ length: 1 + Math.floor(random() * 40) }, () =>
        alphabet.charAt(Math.floor(random() * alphabet.length)),
      ).join('');
      const starts = sentenceStarts(text);
      for (let start = 0; start <= text.length; start += 1)
        for (let end = start; end <= text.length; end += 1)
          expect(sentenceAround(text, starts, start, end)).toEqual(walked(text, start, end));
    }
  });

  it('is given to every edit of a check', () => {
    const text = 'Fine here. Students doesnt like it.';
    const at = text.indexOf('doesnt');
    const [edit] = findingsToEdits(text, [
      {
        start: at,
        end: at + 6,
        category: 'grammar',
        rule: 'test',
        errorType: 'R:ORTH',
        message: 'Missing apostrophe.',
        replacements: ["doesn't"],
      },
    ]);
    expect(edit).toMatchObject({ sentence: 'Students doesnt like it.', sentence_start: 11 });
  });
});
