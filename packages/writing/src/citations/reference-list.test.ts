import { describe, expect, it } from 'vitest';
import { checkCitations } from './check.ts';
import { MAX_CITATIONS } from './in-text.ts';
import { findReferenceList } from './reference-list.ts';

const entryTexts = (text: string) =>
  findReferenceList(text)?.entries.map((e) => text.slice(e.start, e.end)) ?? [];

describe('finding the reference list', () => {
  it.each([
    'References',
    'REFERENCES',
    'Works Cited',
    'Bibliography',
    'Reference List',
    'reference list:',
    '## References',
    '7. References',
    'IV. Works Cited',
    '**Bibliography**',
  ])('recognises the heading “%s”', (heading) => {
    const text = `Body text (Lee, 2020).\n\n${heading}\nLee, K. (2020). A title. Press.`;
    expect(entryTexts(text)).toEqual(['Lee, K. (2020). A title. Press.']);
  });

  it('takes the last heading, and stops at an appendix', () => {
    const text = [
      'We list references at the end.',
      'References',
      'Lee, K. (2020). A title. Press.',
      'Appendix A: Survey items',
      'Question one.',
    ].join('\n');
    expect(entryTexts(text)).toEqual(['Lee, K. (2020). A title. Press.']);
  });

  it('joins hanging-indent and wrapped lines to their entry', () => {
    const text = [
      'References',
      'Adams, R., & Baker, T. (2019). Sleep and recall',
      '    in adults. Journal of Sleep Studies, 12(3), 45–60.',
      'Chen, L. (2020). The sleeping brain',
      'and the waking mind. Academic Press.',
    ].join('\n');
    expect(entryTexts(text)).toEqual([
      'Adams, R., & Baker, T. (2019). Sleep and recall\n    in adults. Journal of Sleep Studies, 12(3), 45–60.',
      'Chen, L. (2020). The sleeping brain\nand the waking mind. Academic Press.',
    ]);
  });

  it('starts numbered entries at each number, however the numbers are written', () => {
    const text = [
      'References',
      '[1] A. Lee, “One,” J, 2020.',
      'continued here.',
      '2. B. Kim, Two. Press, 2019.',
      '(3) C. Ho, Three. 2018.',
    ].join('\n');
    expect(entryTexts(text)).toEqual([
      '[1] A. Lee, “One,” J, 2020.\ncontinued here.',
      '2. B. Kim, Two. Press, 2019.',
      '(3) C. Ho, Three. 2018.',
    ]);
  });
});

describe('checkCitations on unusual input', () => {
  it('answers one finding when there is no reference list', () => {
    const cited = checkCitations('Sleep matters (Adams, 2019).', 'apa');
    expect(cited.findings).toEqual([
      expect.objectContaining({ type: 'missing_reference', severity: 'error', excerpt: 'Adams, 2019' }),
    ]);
    const plain = checkCitations('No citations here at all.', 'mla');
    expect(plain.findings).toEqual([
      expect.objectContaining({ type: 'missing_reference', severity: 'warning', excerpt: '' }),
    ]);
    expect(checkCitations('', 'ieee').summary).toEqual({
      citations: 0,
      references: 0,
      matched: 0,
      errors: 0,
      warnings: 1,
    });
  });

  it('says so when the heading has nothing under it', () => {
    const result = checkCitations('Text (Adams, 2019).\n\nReferences\n', 'apa');
    expect(result.findings[0]?.message).toMatch(/empty/);
  });

  it('counts offsets in UTF-16 code units, as JavaScript strings do', () => {
    const text =
      'Sleep 😴 and memory 🧠 (Adams, 2019; Grant, 2017).\n\nReferences\nAdams, R. (2019). Sleep. Press.';
    const result = checkCitations(text, 'apa');
    const missing = result.findings.find((f) => f.type === 'missing_reference')!;
    expect(text.slice(missing.start, missing.end)).toBe('Grant, 2017');
    expect(result.citations.map((c) => text.slice(c.start, c.end))).toEqual(['Adams, 2019', 'Grant, 2017']);
  });

  it('reads citations up to its limit and no further', () => {
    const result = checkCitations('[1–50] '.repeat(1_000), 'ieee');
    expect(result.summary.citations).toBe(MAX_CITATIONS);
  });

  it('does not mistake ordinary brackets for citations', () => {
    const text =
      'In 2020 (during the pandemic) rates fell (see Table 2). The effect (p < .05) held.\n\nReferences\nAdams, R. (2019). Sleep. Press.';
    expect(checkCitations(text, 'apa').citations).toEqual([]);
    expect(checkCitations(text, 'mla').citations).toEqual([]);
  });
});
