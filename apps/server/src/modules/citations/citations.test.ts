import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITATION_CHECK_MAX_BYTES, type CitationCheck, type Project } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/identity.ts';
import { dataOf, writer, type Writer } from '../projects/projects.fixtures.ts';

let t: TestApp;
let w: Writer;
let other: Writer;
let project: Project;
beforeAll(async () => {
  t = await createTestApp();
  w = await writer(t, 'professional');
  other = await writer(t, 'professional');
  project = await w.createProject();
}, 60_000);
afterAll(() => t.close());

const PAPER = [
  'Wearable sensors now measure heart rate at home (Bent et al., 2020). Allen (2007) set out the method,',
  'and later studies compared it with the electrocardiogram (Schafer & Vagedes, 2013; Vallat, 2019).',
  'Smith and Jones (2021) argued otherwise.',
  '',
  'References',
  'Allen, J. (2007). Photoplethysmography and its application in clinical physiological measurement. Physiological Measurement, 28(3), R1. https://doi.org/10.1088/0967-3334/28/3/R01',
  'Bent, B., Goldstein, B. A., Kibbe, W. A., & Dunn, J. P. (2020). Investigating sources of inaccuracy in wearable optical heart rate sensors. npj Digital Medicine, 3, 18. https://doi.org/10.1038/s41746-020-0226-6',
  'Schafer, A., & Vagedes, J. (2013). How accurate is pulse rate variability as an estimate of heart rate variability? International Journal of Cardiology, 166(1), 15–29. doi:10.1016/j.ijcard.2012.03.119',
  'Vallat, R. (2018). Pingouin: Statistics in Python. Journal of Open Source Software, 3(31), 1026. https://doi.org/10.21105/joss.01026',
].join('\n');

const checkUrl = (p: Project, format: string) =>
  `/v1/projects/${p.id}/posts/check-citation?citationFormat=${format}`;
const analyzeUrl = (p: Project) => `/v1/projects/${p.id}/posts/${p.postId}/citations/analyze`;

function postText(who: Writer, url: string, text: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(who.user.token), 'content-type': 'text/plain' },
    payload: text,
  });
}

describe('POST /v1/projects/{projectId}/posts/check-citation', () => {
  it('checks pasted text and answers the envelope with findings on exact spans', async () => {
    const res = await postText(w, checkUrl(project, 'APA'), PAPER);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Citation check' });
    const data = dataOf<CitationCheck>(res);
    expect(data.style).toBe('apa');
    expect(data.summary).toMatchObject({ citations: 5, references: 4, matched: 4 });
    expect(data.findings.map((f) => f.type).sort()).toEqual([
      'doi_format',
      'missing_reference',
      'year_mismatch',
    ]);
    for (const f of data.findings) expect(PAPER.slice(f.start, f.end)).toBe(f.excerpt);
    const missing = data.findings.find((f) => f.type === 'missing_reference')!;
    expect(missing).toMatchObject({ severity: 'error', excerpt: 'Smith and Jones (2021)' });
    expect(data.findings.find((f) => f.type === 'year_mismatch')).toMatchObject({
      excerpt: 'Vallat, 2019',
      suggestion: 'Vallat, 2018',
    });
    expect(data.references.every((r) => r.cited)).toBe(true);
  });

  it('accepts the six style names in any case and refuses others with 400 naming them', async () => {
    for (const format of ['apa', 'Mla', 'CHICAGO', 'harvard', 'IEEE', 'vancouver']) {
      const res = await postText(w, checkUrl(project, format), PAPER);
      expect(res.statusCode).toBe(200);
      expect(dataOf<CitationCheck>(res).style).toBe(format.toLowerCase());
    }
    for (const url of [checkUrl(project, 'turabian'), `/v1/projects/${project.id}/posts/check-citation`]) {
      const res = await postText(w, url, PAPER);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'validation-error' });
      expect((res.json() as { message: string }).message).toContain(
        'APA, MLA, Chicago, Harvard, IEEE, Vancouver',
      );
    }
  });

  it('also takes JSON {content}, and says what to send when the body is missing', async () => {
    const res = await w.call('POST', checkUrl(project, 'harvard'), { content: PAPER });
    expect(res.statusCode).toBe(200);
    expect(dataOf<CitationCheck>(res).summary.references).toBe(4);
    const empty = await t.app.inject({
      method: 'POST',
      url: checkUrl(project, 'apa'),
      headers: bearer(w.user.token),
    });
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as { message: string }).message).toMatch(/text\/plain body/);
  });

  it('answers a finding, not an error, for text without a reference list', async () => {
    const res = await postText(w, checkUrl(project, 'apa'), 'As Allen (2007) showed, light is absorbed.');
    expect(res.statusCode).toBe(200);
    const data = dataOf<CitationCheck>(res);
    expect(data.references).toEqual([]);
    expect(data.findings).toHaveLength(1);
    expect(data.findings[0]).toMatchObject({ type: 'missing_reference', excerpt: 'Allen (2007)' });
    expect(data.findings[0]!.message).toMatch(/No reference list/);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const big = 'a'.repeat(CITATION_CHECK_MAX_BYTES + 1);
    const res = await postText(w, checkUrl(project, 'apa'), big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', code: 'citations/text-too-large' });
    const multiByte = 'é'.repeat(CITATION_CHECK_MAX_BYTES / 2 + 1);
    expect((await postText(w, checkUrl(project, 'apa'), multiByte)).statusCode).toBe(413);
  });

  it("answers 404 for another writer's project and 401 without a token", async () => {
    const res = await postText(other, checkUrl(project, 'apa'), PAPER);
    expect(res.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: checkUrl(project, 'apa'),
      headers: { 'content-type': 'text/plain' },
      payload: PAPER,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /v1/projects/{projectId}/posts/{postId}/citations/analyze', () => {
  const html =
    '<h1>Heart rate at home</h1><p>Wearables are common (Bent et al., 2020) and <em>Allen</em> (2007) explains why.</p>' +
    '<h2>References</h2><p>Allen, J. (2007). Photoplethysmography and its application in clinical physiological measurement. ' +
    'Physiological Measurement, 28(3), R1. https://doi.org/10.1088/0967-3334/28/3/R01</p>' +
    '<p>Bent, B., Goldstein, B. A., Kibbe, W. A., &amp; Dunn, J. P. (2020). Investigating sources of inaccuracy in wearable ' +
    'optical heart rate sensors. npj Digital Medicine, 3, 18. https://doi.org/10.1038/s41746-020-0226-6</p>' +
    '<p>Hunter, J. D. (2007). Matplotlib: A 2D graphics environment. Computing in Science &amp; Engineering, 9(3), 90–95.</p>';

  it("checks the saved draft in the post's format or the one asked for", async () => {
    const p = await w.createProject();
    expect((await w.save(p, html, 0)).statusCode).toBe(200);
    const res = await w.call('POST', analyzeUrl(p), {});
    expect(res.statusCode).toBe(200);
    const data = dataOf<CitationCheck>(res);
    expect(data.style).toBe('apa');
    expect(data.summary).toMatchObject({ citations: 2, references: 3, matched: 2, errors: 0 });
    const uncited = data.findings.find((f) => f.type === 'uncited_reference');
    expect(uncited?.excerpt).toMatch(/^Hunter, J\. D\. \(2007\)/);
    expect(data.references[1]!.text).toContain('Kibbe, W. A., & Dunn');
    const mla = await w.call('POST', analyzeUrl(p), { citationFormat: 'MLA' });
    expect(dataOf<CitationCheck>(mla).style).toBe('mla');
    expect((await w.call('POST', analyzeUrl(p), { citationFormat: 'nature' })).statusCode).toBe(400);
  });

  it("answers 404 for another writer's post and for a post of another project", async () => {
    const p = await w.createProject();
    expect((await other.call('POST', analyzeUrl(p), {})).statusCode).toBe(404);
    const mine = await other.createProject();
    const crossed = `/v1/projects/${mine.id}/posts/${p.postId}/citations/analyze`;
    expect((await other.call('POST', crossed, {})).statusCode).toBe(404);
  });
});

describe('citations in the OpenAPI document', () => {
  it('describes both calls with their parameters and the answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    type Operation = { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> };
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    const check = doc.paths['/v1/projects/{id}/posts/check-citation']?.post;
    expect(check?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'citationFormat', in: 'query' })]),
    );
    expect(JSON.stringify(check?.responses['200'])).toContain('ambiguous_citation');
    expect(doc.paths['/v1/projects/{id}/posts/{postId}/citations/analyze']?.post).toBeDefined();
  });
});

describe('analyze on drafts as the editor saves them', () => {
  it('reads a numbered list from <ol> items and reports a draft without any list', async () => {
    const p = await w.createProject({ citationStyle: 'ieee' });
    const html =
      '<p>Wearables are common [1], and light absorption explains why [2].</p><h2>References</h2><ol>' +
      '<li>B. Bent, B. A. Goldstein, W. A. Kibbe, and J. P. Dunn, “Investigating sources of inaccuracy in wearable ' +
      'optical heart rate sensors,” npj Digital Medicine, vol. 3, Art. no. 18, 2020, doi: 10.1038/s41746-020-0226-6.</li>' +
      '<li>J. Allen, “Photoplethysmography and its application in clinical physiological measurement,” ' +
      'Physiological Measurement, vol. 28, no. 3, pp. R1–R39, 2007, doi: 10.1088/0967-3334/28/3/R01.</li></ol>';
    expect((await w.save(p, html, 0, { citationFormat: 'ieee' })).statusCode).toBe(200);
    const data = dataOf<CitationCheck>(await w.call('POST', analyzeUrl(p)));
    expect(data).toMatchObject({ style: 'ieee', findings: [] });
    expect(data.summary).toMatchObject({ citations: 2, references: 2, matched: 2 });
    expect(data.citations.map((c) => c.reference)).toEqual([1, 2]);

    expect((await w.save(p, '<p>Only prose (Allen, 2007).</p>', 1)).statusCode).toBe(200);
    const bare = dataOf<CitationCheck>(await w.call('POST', analyzeUrl(p), { citationFormat: 'apa' }));
    expect(bare.findings).toEqual([
      expect.objectContaining({ type: 'missing_reference', excerpt: 'Allen, 2007' }),
    ]);
  });
});
