import type { CitationFinding } from '@penwright/shared';
import { describe, expect, it } from 'vitest';
import { groupFindings, lacksReferenceList } from './finding-groups';

const finding = (type: CitationFinding['type'], start: number): CitationFinding => ({
  type,
  severity: 'warning',
  message: type,
  start,
  end: start + 3,
  excerpt: 'abc',
  suggestion: null,
});

describe('groupFindings', () => {
  it('numbers findings in reading order and groups them by type in the documented order', () => {
    const groups = groupFindings([
      finding('uncited_reference', 80),
      finding('missing_reference', 40),
      finding('year_mismatch', 10),
      finding('missing_reference', 5),
    ]);
    expect(groups.map((g) => g.type)).toEqual(['missing_reference', 'uncited_reference', 'year_mismatch']);
    expect(groups[0]?.findings.map((f) => [f.number, f.index])).toEqual([
      [1, 3],
      [3, 1],
    ]);
    expect(groups[1]?.findings[0]?.number).toBe(4);
    expect(groups[2]?.findings[0]?.number).toBe(2);
  });
});

describe('lacksReferenceList', () => {
  it('is true only for the single finding the checker gives when there is no list', () => {
    expect(lacksReferenceList(0, [finding('missing_reference', 0)])).toBe(true);
    expect(lacksReferenceList(2, [finding('missing_reference', 0)])).toBe(false);
    expect(lacksReferenceList(0, [])).toBe(false);
  });
});
