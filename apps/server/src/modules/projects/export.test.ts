import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, Project } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { pdfFonts } from '../../workers/export/pdf-fonts.ts';
import { fileSlug } from './export.service.ts';
import { postOf, writer, type Writer } from './projects.fixtures.ts';

const DRAFT =
  '<h1>Introduction</h1>' +
  '<p>Carbon pricing puts a <strong>price</strong> on <em>emissions</em> and <u>changes</u> behaviour.' +
  '<sup id="fnref-1"><a href="#fn-1" class="footnote-ref" data-footnote-ref>1</a></sup> ' +
  'See <a href="https://example.org/eu-ets">the EU ETS</a>. The elasticity α is small.</p>' +
  '<h2>Case studies</h2>' +
  '<ul><li><p>Sweden’s carbon tax</p></li><li><p>British Columbia</p></li></ul>' +
  '<ol><li><p>First reason</p></li><li><p>Second reason</p><ul><li><p>Nested point</p></li></ul></li></ol>' +
  '<blockquote><p>Prices work when they are predictable.</p></blockquote>' +
  '<table><thead><tr><th>Scheme</th><th>Price</th></tr></thead>' +
  '<tbody><tr><td><p>EU ETS</p></td><td><p>€85</p></td></tr></tbody></table>' +
  '<section class="footnotes" data-footnotes><ol class="footnotes"><li id="fn-1" class="footnote-item">' +
  '<p>World Bank, State and Trends of Carbon Pricing. ' +
  '<a href="#fnref-1" class="footnote-backref" data-footnote-backref>↩</a></p></li></ol></section>';

let t: TestApp;
let w: Writer;
let project: Project;
let saved: Post;
beforeAll(async () => {
  t = await createTestApp();
  w = await writer(t, 'professional');
  project = await w.createProject({ title: 'Carbon pricing', type: 'essay', dueDate: '2027-05-12' });
  saved = postOf(await w.save(project, DRAFT, 0));
});
afterAll(() => t.close());

const download = (p: Project, format: string, as: Writer = w) =>
  as.call('GET', `/v1/projects/${p.id}/export?format=${format}`);

function expectFile(res: Awaited<ReturnType<typeof download>>, type: string, filename: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(type);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(res.headers['cache-control']).toBe('private, no-store');
}

const details = () => `Essay · ${saved.wordCount} words · Created `;

describe('export', () => {
  it('writes Word with headings, formatting, lists, a link, a table and a real footnote', async () => {
    const res = await download(project, 'docx');
    expectFile(
      res,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'carbon-pricing.docx',
    );
    const { value: html } = await mammoth.convertToHtml(
      { buffer: res.rawPayload },
      { styleMap: ['u => u', "p[style-name='Title'] => h1.title:fresh"] },
    );
    expect(html).toContain('<h1 class="title">Carbon pricing</h1>');
    expect(html).toContain(details());
    expect(html).toContain('Due May 12, 2027');
    expect(html).toContain('<h1>Introduction</h1>');
    expect(html).toContain('<h2>Case studies</h2>');
    expect(html).toMatch(/<strong>price<\/strong> on <em>emissions<\/em> and <u>changes<\/u>/);
    expect(html).toContain('<a href="https://example.org/eu-ets">the EU ETS</a>');
    expect(html).toContain('<ul><li>Sweden’s carbon tax</li><li>British Columbia</li></ul>');
    expect(html).toMatch(
      /<ol><li>First reason<\/li><li>Second reason<ul><li>Nested point<\/li><\/ul><\/li><\/ol>/,
    );
    expect(html).toMatch(/<table>.*Scheme.*Price.*EU ETS.*€85.*<\/table>/);
    expect(html).toMatch(/<sup><a href="#footnote-1" id="footnote-ref-1">\[1\]<\/a><\/sup>/);
    expect(html).toMatch(/<li id="footnote-1"><p>World Bank, State and Trends of Carbon Pricing\./);
    expect(html).not.toContain('↩');
  });

  it('writes a PDF whose text reads back, with notes and page numbers', async () => {
    const long = await w.createProject({ title: 'Long draft' });
    await w.save(long, `${DRAFT}${'<p>A paragraph that fills the page with words. </p>'.repeat(80)}`, 0);
    const res = await download(long, 'pdf');
    expectFile(res, 'application/pdf', 'long-draft.pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    for (const part of ['Long draft', 'Essay · ', 'Introduction', 'Case studies', 'Sweden’s carbon tax'])
      expect(text).toContain(part);
    for (const part of ['Nested point', 'Prices work when', 'Scheme', 'EU ETS', '€85', 'Notes', 'World Bank'])
      expect(text).toContain(part);
    expect(text).toContain(`Page 1 of ${totalPages}`);
    expect(text).toContain(`Page ${totalPages} of ${totalPages}`);
    if (pdfFonts().embedded) expect(text).toContain('elasticity α');
    else expect(text).toContain('elasticity ? is');
  });

  it('writes GitHub-flavoured Markdown with a table and footnotes', async () => {
    const res = await download(project, 'md');
    expectFile(res, 'text/markdown; charset=utf-8', 'carbon-pricing.md');
    const md = res.body;
    expect(md.startsWith(`# Carbon pricing\n\n*${details()}`)).toBe(true);
    expect(md).toMatch(/^# Introduction$/m);
    expect(md).toMatch(/^## Case studies$/m);
    expect(md).toContain('**price** on *emissions* and <u>changes</u> behaviour.[^1]');
    expect(md).toContain('[the EU ETS](https://example.org/eu-ets)');
    expect(md).toMatch(/^-\s+Sweden’s carbon tax$/m);
    expect(md).toMatch(/^2\.\s+Second reason\n+\s+-\s+Nested point$/m);
    expect(md).toMatch(/^> Prices work when they are predictable\.$/m);
    expect(md).toMatch(/^\| Scheme \| Price \|\n\| --- \| --- \|\n\| EU ETS \| €85 \|$/m);
    expect(md).toMatch(/^\[\^1\]: World Bank, State and Trends of Carbon Pricing\.$/m);
    expect(md).not.toContain('↩');
  });

  it('exports an empty draft as its title line alone, named after the title', async () => {
    const empty = await w.createProject({ title: 'Café: Über alles!' });
    const res = await download(empty, 'md');
    expectFile(res, 'text/markdown; charset=utf-8', 'cafe-uber-alles.md');
    expect(res.body).toMatch(
      /^# Café: Über alles!\n\n\*Essay · 0 words · Created [A-Z][a-z]{2} \d{1,2}, \d{4} · Last updated .*\*\n\n$/,
    );
    expect(fileSlug('!!!')).toBe('draft');
  });

  it('answers 400 for an unknown or missing format and 404 for another writer’s project', async () => {
    const rtf = await download(project, 'rtf');
    expect(rtf.statusCode).toBe(400);
    expect(rtf.json()).toMatchObject({
      code: 'validation-error',
      message: 'querystring.format: must be one of docx, pdf, md',
    });
    const missing = await w.call('GET', `/v1/projects/${project.id}/export`);
    expect(missing.statusCode).toBe(400);
    const other = await writer(t);
    for (const format of ['docx', 'pdf', 'md']) {
      const res = await download(project, format, other);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'projects/not-found' });
    }
  });
});
