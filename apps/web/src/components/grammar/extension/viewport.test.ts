import { describe, expect, it } from 'vitest';
import { blocksInBand } from './viewport';

/** Blocks 100 px tall with 20 px between them, the first at `offset`. */
const stacked = (count: number, offset = 0) => {
  const reads: number[] = [];
  const box = (i: number) => {
    reads.push(i);
    return { top: offset + i * 120, bottom: offset + i * 120 + 100 };
  };
  return { count, box, reads };
};

describe('blocksInBand', () => {
  it('finds the blocks that meet the band, including those cut by its edges', () => {
    const { count, box } = stacked(50);
    // Band 250–610: block 2 (240–340) is cut at the top, block 5 (600–700) at the bottom.
    expect(blocksInBand(count, box, { top: 250, bottom: 610 })).toEqual([2, 5]);
  });

  it('leaves out a block that ends just above the band or starts just below it', () => {
    const { count, box } = stacked(50);
    expect(blocksInBand(count, box, { top: 345, bottom: 595 })).toEqual([3, 4]);
  });

  it('covers the whole document when all of it is in the band, and nothing when none is', () => {
    const small = stacked(3);
    expect(blocksInBand(small.count, small.box, { top: -800, bottom: 1600 })).toEqual([0, 2]);
    const above = stacked(10, 5000);
    expect(blocksInBand(above.count, above.box, { top: -800, bottom: 1600 })).toBeNull();
    expect(blocksInBand(0, above.box, { top: 0, bottom: 100 })).toBeNull();
  });

  it('reads only a few boxes of a long document', () => {
    const long = stacked(2000, -100_000);
    expect(blocksInBand(long.count, long.box, { top: -800, bottom: 1600 })).toEqual([826, 846]);
    expect(long.reads.length).toBeLessThan(30);
  });
});
