import { describe, expect, it } from 'vitest';
import { parseDraft } from './draft-blocks.ts';
import { exportDraft } from './export-document.ts';
import { breakLongWords } from './pdf-parts.ts';

const EMPTY_TABLES = '<p>Before.</p><table></table><table><tbody><tr></tr></tbody></table><p>After.</p>';

describe('exporting a draft with an empty table', () => {
  it('leaves the table out of the draft model', () => {
    expect(parseDraft(EMPTY_TABLES).blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph']);
  });

  it.each(['docx', 'pdf', 'md'] as const)('writes a %s file', async (format) => {
    const file = await exportDraft({ format, title: 'Tables', subtitle: 'Essay', html: EMPTY_TABLES });
    expect(file.byteLength).toBeGreaterThan(format === 'md' ? 20 : 1_000);
  });
});

describe('exporting a draft with a very long word (a pasted data URL)', () => {
  it('cuts the word into lines so the layout stays linear, keeping every character', () => {
    const word = `${'ab'.repeat(600)}😀`;
    const broken = breakLongWords(`Before ${word} after.`);
    expect(broken.split('\n').map((line) => Array.from(line).length)).toEqual([507, 500, 208]);
    expect(broken.replace(/\n/g, '')).toBe(`Before ${word} after.`);
    expect(breakLongWords('Ordinary words stay as they are.')).toBe('Ordinary words stay as they are.');
  });

  it('writes the PDF in seconds, where it took minutes or ran out of memory', async () => {
    const started = performance.now();
    const file = await exportDraft({
      format: 'pdf',
      title: 'Long word',
      subtitle: 'Essay',
      html: `<p>${'w'.repeat(100_000)}</p>`,
    });
    expect(file.byteLength).toBeGreaterThan(1_000);
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 60_000);
});
