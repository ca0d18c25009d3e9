import { describe, expect, it } from 'vitest';
import { draftToMarkdown } from './export-markdown.ts';

describe('draftToMarkdown', () => {
  it('keeps text that reads like HTML as text, in the title and in the draft', async () => {
    const md = await draftToMarkdown({
      title: '<img src=x onerror=alert(1)>',
      subtitle: 'Essay · <b>2</b> words',
      html: '<p>Typed: &lt;script&gt;alert(1)&lt;/script&gt; and 3 &lt; 4.</p>',
    });
    expect(md).not.toMatch(/<img|<script|<b>/);
    expect(md).toContain('# &lt;img src=x onerror=alert(1)&gt;');
    expect(md).toContain('Typed: &lt;script&gt;alert(1)&lt;/script&gt; and 3 &lt; 4.');
  });

  it('still writes Markdown for the formatting the editor makes', async () => {
    const md = await draftToMarkdown({
      title: 'Plain title',
      subtitle: 'Essay',
      html: '<h2>Method</h2><p>Some <strong>bold</strong> and <em>slanted</em> text.</p><ul><li><p>one</p></li></ul>',
    });
    expect(md).toContain('## Method');
    expect(md).toContain('Some **bold** and *slanted* text.');
    expect(md).toMatch(/^- +one$/m);
  });
});
