import { describe, expect, it } from 'vitest';
import { parseDraft } from './draft-blocks.ts';
import { exportDraft } from './export-document.ts';

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
