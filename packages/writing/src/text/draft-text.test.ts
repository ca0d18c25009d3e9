import { describe, expect, it } from 'vitest';
import { countHtmlWords, htmlDraftText } from './draft-text.ts';

const ref = (n: number) =>
  `<sup data-footnote-ref="" id="fnref-${n}" class="footnote-ref"><a href="#fn-${n}">${n}</a></sup>`;
const notes = (...texts: string[]) =>
  `<section data-footnotes="" class="footnotes"><ol>${texts
    .map((t, i) => `<li data-footnote="" id="fn-${i + 1}"><p>${t}</p></li>`)
    .join('')}</ol></section>`;

describe('htmlDraftText', () => {
  it('puts a blank line between blocks and joins inline formatting', () => {
    expect(
      htmlDraftText('<h2>Method</h2><p>One <strong>bo</strong>ld</p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('Method\n\nOne bold\n\na\n\nb');
  });

  it("leaves footnote reference numbers out and keeps the notes' text", () => {
    const html = `<p>Growth was modest${ref(1)}, then rose${ref(2)}.</p>${notes('Weighted.', 'See table 2.')}`;
    expect(htmlDraftText(html)).toBe('Growth was modest, then rose.\n\nWeighted.\n\nSee table 2.');
  });
});

describe('countHtmlWords', () => {
  it('counts a saved draft as the editor does: notes count, reference numbers do not', () => {
    const html =
      '<h2>Method</h2>' +
      `<p>In 2,500 participants' homes, the co-operative U.S. survey found 3.5% growth.${ref(1)}</p>` +
      '<p>Details: <a href="https://example.org/s">https://example.org/s?id=7</a> or data.team@example.org.</p>' +
      '<ul><li>東京は日本の首都です</li></ul>' +
      notes('Weighted by household size.');
    expect(countHtmlWords(html)).toBe(1 + 11 + 4 + 10 + 4);
  });

  it('counts citations from the library as words and leaves their bibliography out', () => {
    const html =
      '<p>Sleep helps <span class="citation" data-citation="a1" data-locator="12">(Hale, 2015, p. 12)</span>.</p>' +
      '<section class="bibliography" data-bibliography data-style="apa"><h2>References</h2>' +
      '<p>Hale, T. (2015). <em>Sleep</em>. Press.</p></section><p>After.</p>';
    expect(htmlDraftText(html)).toBe('Sleep helps (Hale, 2015, p. 12).\n\nAfter.');
    expect(countHtmlWords(html)).toBe(2 + 4 + 1);
  });

  it('decodes entities and has nothing to count in an empty draft', () => {
    expect(countHtmlWords('<p>don&rsquo;t&nbsp;stop &amp; go</p>')).toBe(3);
    expect(countHtmlWords('')).toBe(0);
    expect(countHtmlWords('<p></p><p><br></p>')).toBe(0);
  });
});
