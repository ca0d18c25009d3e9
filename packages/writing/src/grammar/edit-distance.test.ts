import { describe, expect, it } from 'vitest';
import { editDistance, withinEditDistance } from './edit-distance.ts';

/** Strings over a small alphabet, so swaps, repeats and near misses are common. */
function randomWord(random: () => number): string {
  const length = Math.floor(random() * 9);
  return Array.from({ length }, () => 'abcd'[Math.floor(random() * 4)]).join('');
}

describe('withinEditDistance', () => {
  it('answers as the full distance does, for every bound', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let n = 0; n < 4_000; n += 1) {
      const a = randomWord(random);
      const b = randomWord(random);
      const distance = editDistance(a, b);
      for (let max = 0; max <= 4; max += 1)
        expect(withinEditDistance(a, b, max), `${a} ${b} ${max}`).toBe(distance <= max);
    }
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(withinEditDistance('recieve', 'receive', 1)).toBe(true);
    expect(withinEditDistance('lindqvist', 'lingvist', 1)).toBe(false);
    expect(withinEditDistance('haddad', 'added', 2)).toBe(true);
  });
});
