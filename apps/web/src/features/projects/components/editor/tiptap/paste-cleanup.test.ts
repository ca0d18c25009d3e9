import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleanup';

describe('cleaning pasted HTML', () => {
  it('drops Word’s comments, XML, namespaced tags, classes and mso styles', () => {
    const word =
      '<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]-->' +
      '<style>p.MsoNormal{margin:0}</style>' +
      '<p class="MsoNormal" style="mso-margin-top-alt:auto;text-align:center">Hello<o:p></o:p></p>';
    expect(cleanPastedHtml(word)).toBe('<p style="text-align:center">Hello</p>');
  });

  it('unwraps the bold wrapper Google Docs puts around the whole paste, keeping real formatting', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr">' +
      '<span style="font-weight:700">Bold</span> text</p></b>';
    expect(cleanPastedHtml(docs)).toBe('<p><span style="font-weight:700">Bold</span> text</p>');
  });

  it('leaves ordinary HTML alone', () => {
    const html = '<h2>Title</h2><ul><li><em>one</em></li></ul><a href="https://example.com">x</a>';
    expect(cleanPastedHtml(html)).toBe(html);
  });
});
