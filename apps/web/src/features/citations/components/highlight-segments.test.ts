import { describe, expect, it } from 'vitest';
import { firstSegmentOf, lastSegmentOf, segmentText } from './highlight-segments';

describe('segmentText', () => {
  it('leaves text without findings as one plain run', () => {
    expect(segmentText(10, [])).toEqual([{ start: 0, end: 10, findings: [] }]);
  });

  it('cuts a run for each finding and keeps the text around it', () => {
    expect(segmentText(20, [{ start: 5, end: 9 }])).toEqual([
      { start: 0, end: 5, findings: [] },
      { start: 5, end: 9, findings: [0] },
      { start: 9, end: 20, findings: [] },
    ]);
  });

  it('splits overlapping findings so each run lists every finding covering it', () => {
    const segments = segmentText(12, [
      { start: 2, end: 8 },
      { start: 6, end: 10 },
    ]);
    expect(segments).toEqual([
      { start: 0, end: 2, findings: [] },
      { start: 2, end: 6, findings: [0] },
      { start: 6, end: 8, findings: [0, 1] },
      { start: 8, end: 10, findings: [1] },
      { start: 10, end: 12, findings: [] },
    ]);
    expect(firstSegmentOf(segments, 2)).toEqual([1, 2]);
    expect(lastSegmentOf(segments, 2)).toEqual([2, 3]);
  });

  it('clamps offsets past the text and marks nothing for a finding with no width', () => {
    const segments = segmentText(6, [
      { start: 4, end: 40 },
      { start: 0, end: 0 },
    ]);
    expect(segments).toEqual([
      { start: 0, end: 4, findings: [] },
      { start: 4, end: 6, findings: [0] },
    ]);
    expect(firstSegmentOf(segments, 2)).toEqual([1, null]);
  });

  it('covers the whole text with no gaps, whatever the findings', () => {
    const segments = segmentText(30, [
      { start: 3, end: 12 },
      { start: 3, end: 12 },
      { start: 20, end: 25 },
      { start: 0, end: 30 },
    ]);
    expect(segments[0]?.start).toBe(0);
    expect(segments.at(-1)?.end).toBe(30);
    segments.slice(1).forEach((s, i) => expect(s.start).toBe(segments[i]?.end));
    expect(segments.find((s) => s.start === 3)?.findings).toEqual([0, 1, 3]);
  });

  it('gives empty text no runs', () => {
    expect(segmentText(0, [])).toEqual([]);
  });
});
