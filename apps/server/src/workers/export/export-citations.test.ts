import { describe, expect, it } from 'vitest';
import { parseDraft } from './draft-blocks.ts';
import { draftToMarkdown } from './export-markdown.ts';

// A draft with citations from the library, as the sanitizer keeps it.
const CITED =
  '<p>Sleep helps <span class="citation" data-citation="a1" data-locator="12">(Hale, 2015, p. 12)</span>.</p>' +
  '<section class="bibliography" data-bibliography data-style="apa"><h2>References</h2>' +
  '<p>Hale, T. (2015). <em>Sleep and memory</em>. Press.</p><p>Ng, A. (2019). Rest. <em>Mind</em>, 2.</p></section>';

describe('exporting citations and their bibliography', () => {
  it('reads a citation as its text and the bibliography as a heading and one paragraph an entry', () => {
    const { blocks } = parseDraft(CITED);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'heading', 'paragraph', 'paragraph']);
    const text = (i: number) => {
      const block = blocks[i];
      return block && 'inlines' in block
        ? block.inlines.map((n) => (n.kind === 'text' ? n.text : '')).join('')
        : '';
    };
    expect(text(0)).toBe('Sleep helps (Hale, 2015, p. 12).');
    expect(text(1)).toBe('References');
    expect(text(2)).toBe('Hale, T. (2015). Sleep and memory. Press.');
  });

  it('writes Markdown with the citation inline and the references as a section', async () => {
    const md = await draftToMarkdown({ title: 'Sleep', subtitle: 'Essay', html: CITED });
    expect(md).toContain('Sleep helps (Hale, 2015, p. 12).');
    expect(md).toContain('## References');
    expect(md).toContain('Hale, T. (2015). *Sleep and memory*. Press.');
    expect(md).not.toMatch(/<span|<section|data-citation/);
  });
});
