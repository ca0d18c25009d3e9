import { describe, expect, it } from 'vitest';
import { blockText, spanToRange, textHash } from './block-text';
import { para } from './test-schema';

describe('blockText', () => {
  it('reads marked runs as one text and maps offsets straight through', () => {
    const block = blockText(para('Students ', { bold: 'doesnt' }, ' like it.'));
    expect(block.text).toBe('Students doesnt like it.');
    // Content starts at 1 (after the paragraph's opening token).
    expect(spanToRange(block, 1, 9, 15)).toEqual({ from: 10, to: 16 });
  });

  it('skips a footnote-like atom, so the words around it read as they would aloud', () => {
    const block = blockText(para('Studies', { ref: true }, ' show it.'));
    expect(block.text).toBe('Studies show it.');
    // "show" is at text 8..12; in the document it sits one position later, after the atom.
    expect(spanToRange(block, 1, 8, 12)).toEqual({ from: 10, to: 14 });
    // A span ending right before the atom ends before it; one starting right after starts after it.
    expect(spanToRange(block, 1, 0, 7)).toEqual({ from: 1, to: 8 });
    expect(spanToRange(block, 1, 7, 12)).toEqual({ from: 9, to: 14 });
  });

  it('reads a citation as one character in its place, so the space before it is not left hanging', () => {
    const block = blockText(para('Sleep helps ', { cite: '(Hale, 2015)' }, '. Rest too.'));
    expect(block.text).toBe('Sleep helps 0. Rest too.');
    // "Rest" is at text 15..19 and, the citation being one position, at the same offset in the document.
    expect(spanToRange(block, 1, 15, 19)).toEqual({ from: 16, to: 20 });
  });

  it('reads a hard break as a line break that maps onto the break', () => {
    const block = blockText(para('One line', { br: true }, 'next line'));
    expect(block.text).toBe('One line\nnext line');
    expect(spanToRange(block, 1, 9, 13)).toEqual({ from: 10, to: 14 });
  });

  it('refuses spans outside the text or empty ones', () => {
    const block = blockText(para('Short.'));
    expect(spanToRange(block, 1, 3, 3)).toBeNull();
    expect(spanToRange(block, 1, 2, 40)).toBeNull();
  });

  it('counts UTF-16 code units as the contract does', () => {
    const block = blockText(para('Emoji 😀 then a error.'));
    const start = block.text.indexOf('a error');
    expect(spanToRange(block, 1, start, start + 1)).toEqual({ from: 1 + start, to: 2 + start });
  });
});

describe('textHash', () => {
  it('tells different texts apart and is stable for the same text', () => {
    expect(textHash('a algorithm')).toBe(textHash('a algorithm'));
    expect(textHash('a algorithm')).not.toBe(textHash('an algorithm'));
  });
});
