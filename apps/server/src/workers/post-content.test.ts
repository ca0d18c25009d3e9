import { describe, expect, it } from 'vitest';
import { cleanPostContent } from './post-content.ts';

const clean = (html: string) => cleanPostContent(html).html;

describe('cleanPostContent', () => {
  it.each([
    ['a script and its text', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['a style element', '<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['event handlers', '<p onclick="x()" onmouseover="y()">x</p>', '<p>x</p>'],
    ['images with onerror', '<img src=x onerror=alert(1)><p>x</p>', '<p>x</p>'],
    ['javascript: links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['mixed-case javascript: links', '<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded javascript: links', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['data: links', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['protocol-relative links', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    [
      'iframes, objects and forms',
      '<iframe src="x"></iframe><object></object><form><input></form><p>x</p>',
      '<p>x</p>',
    ],
    ['svg with script', '<svg><script>alert(1)</script><circle /></svg><p>x</p>', '<p>x</p>'],
    [
      'styles other than alignment',
      '<p style="text-align:right;position:fixed">x</p>',
      '<p style="text-align:right">x</p>',
    ],
    ['arbitrary classes and ids', '<p class="admin" id="root">x</p>', '<p>x</p>'],
    [
      'ids that are not footnote anchors',
      '<sup id="login">1</sup><li id="fn-2">n</li>',
      '<sup>1</sup><li id="fn-2">n</li>',
    ],
    ['comments', '<p>a<!-- <script>x</script> --></p>', '<p>a</p>'],
    ['a NUL character', '<p>a\u0000b</p>', '<p>ab</p>'],
  ])('removes %s', (_, dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
  });

  it('keeps the editor’s own markup', () => {
    const html =
      '<h1>T</h1><h3>S</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li><p>one</p></li></ul><blockquote><p>q</p></blockquote><pre><code>x = 1</code></pre><hr />' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">d</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('keeps citations from the library and their bibliography', () => {
    const html =
      '<p>As shown <span class="citation" data-citation="ref_1,ref-2" data-locator="p. 12">(Hale &amp; Guan, 2015, p. 12)</span>.</p>' +
      '<section class="bibliography" data-bibliography data-style="apa"><h2>References</h2>' +
      '<p>Hale, T., &amp; Guan, L. (2015). <em>Title</em>. Press.</p></section>';
    expect(clean(html)).toBe(html);
  });

  it.each([
    ['a span that is not a citation', '<p><span style="color:red" id="x">a</span>b</p>', '<p>ab</p>'],
    ['a citation with ids that are not ids', '<p><span data-citation="a b,&quot;c">x</span></p>', '<p>x</p>'],
    [
      'a citation’s other attributes and a long locator',
      `<span data-citation="a" data-locator="${'9'.repeat(50)}" onclick="x()" title="t">(A)</span>`,
      `<span class="citation" data-citation="a" data-locator="${'9'.repeat(40)}">(A)</span>`,
    ],
    [
      'a page for each source, cut to one per id and to the locator length',
      `<span data-citation="a,b" data-locators=" 4 |${'7'.repeat(45)}|9|10" data-locator="3">(A; B)</span>`,
      `<span class="citation" data-citation="a,b" data-locators="4|${'7'.repeat(40)}">(A; B)</span>`,
    ],
    [
      'per-source pages that are all empty',
      '<span data-citation="a,b" data-locators="|" data-locator="3">(A; B)</span>',
      '<span class="citation" data-citation="a,b" data-locator="3">(A; B)</span>',
    ],
    [
      'a bibliography style that is not one of the six',
      '<section data-bibliography="" data-style="bluebook"><p>x</p></section>',
      '<section data-bibliography><p>x</p></section>',
    ],
    [
      'a style on a section that is no bibliography',
      '<section data-style="apa">x</section>',
      '<section>x</section>',
    ],
  ])('cleans %s', (_, dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
  });

  it('normalises legacy formatting tags and secures outgoing links', () => {
    expect(clean('<b>b</b><i>i</i><h6>h</h6>')).toBe('<strong>b</strong><em>i</em><h4>h</h4>');
    expect(clean('<a href="http://x.org" target="_top" rel="opener">x</a>')).toBe(
      '<a href="http://x.org" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(clean('<a href="#fn-1" class="footnote-ref other">1</a>')).toBe(
      '<a href="#fn-1" class="footnote-ref">1</a>',
    );
  });

  it('counts the words a reader sees', () => {
    expect(cleanPostContent('<p>One <em>two</em></p><p>three<script>four five</script></p>').wordCount).toBe(
      3,
    );
  });
});
