import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@penwright/shared';
import type { BriefAnalysis } from '@penwright/writing';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/identity.ts';
import { BRIEF, BRIEF_LINES, docxFile, multipartFile, pdfFile } from './analyse.fixtures.ts';
import { dataOf, writer, type Writer } from './projects.fixtures.ts';

interface Analysed {
  brief: string;
  source: string;
  analysis: BriefAnalysis;
  requirements: { kind: string; label: string }[];
  outline: { id: string; title: string }[];
}

let t: TestApp;
let w: Writer;
let project: Project;
beforeAll(async () => {
  t = await createTestApp();
  w = await writer(t, 'professional');
  project = await w.createProject({ title: 'Carbon pricing', type: 'essay' });
});
afterAll(() => t.close());

const url = (p: Project) => `/v1/projects/${p.id}/analyse`;
const upload = (p: Project, filename: string, bytes: Buffer | string, token = w.user.token) =>
  t.app.inject({ method: 'POST', url: url(p), ...withAuth(multipartFile(filename, bytes), token) });
const withAuth = (body: ReturnType<typeof multipartFile>, token: string) => ({
  payload: body.payload,
  headers: { ...body.headers, ...bearer(token) },
});

/** The same brief must give the same findings however it arrives. */
function expectBriefRead(data: Analysed, source: string) {
  expect(data.source).toBe(source);
  // A PDF wraps long lines; the words and their order are what must survive.
  for (const line of BRIEF_LINES) expect(data.brief.replace(/\s+/g, ' ')).toContain(line);
  expect(data.analysis.wordTarget).toMatchObject({ target: 2000, kind: 'exact' });
  expect(data.analysis.citationStyle).toMatchObject({ style: 'apa', edition: '7th' });
  expect(data.analysis.dueDate).toMatchObject({ date: '2027-05-12' });
  expect(data.requirements.map((r) => r.kind)).toEqual([
    'word_count',
    'citation_style',
    'due_date',
    'question',
    'task',
  ]);
  expect(data.outline.map((s) => s.title)).toEqual(data.analysis.outline.map((o) => o.title));
  expect(data.outline[0]).toMatchObject({ id: 'introduction', title: 'Introduction' });
}

describe('analyse: a pasted brief', () => {
  it('answers the analysis, checklist and outline without changing the project', async () => {
    const res = await w.call('POST', url(project), { brief: `  ${BRIEF}\n` });
    expect(res.statusCode).toBe(200);
    const data = dataOf<Analysed>(res);
    expectBriefRead(data, 'text');
    expect(data.brief).toBe(BRIEF);
    expect(data.analysis.projectType).toBe('essay');
    const after = dataOf<Project>(await w.call('GET', `/v1/projects/${project.id}`));
    expect(after).toMatchObject({ brief: '', requirements: [], outline: [], updatedAt: project.updatedAt });
  });

  it('proposes the outline for the project’s own type', async () => {
    const report = await w.createProject({ type: 'report' });
    const data = dataOf<Analysed>(await w.call('POST', url(report), { brief: BRIEF }));
    expect(data.analysis.projectType).toBe('report');
    expect(data.outline.map((s) => s.title)).not.toEqual(['Introduction', 'Case for', 'Case against']);
  });

  it('refuses an empty brief, one past 20,000 characters, and a request with neither brief nor file', async () => {
    const empty = await w.call('POST', url(project), { brief: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'validation-error',
      message: expect.stringContaining('body.brief'),
    });
    const long = await w.call('POST', url(project), { brief: 'word '.repeat(4_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'body.brief: must be at most 20,000 characters' });
    const none = await w.call('POST', url(project));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'projects/brief-missing' });
  });
});

describe('analyse: an uploaded brief', () => {
  it('reads a UTF-8 .txt file', async () => {
    const res = await upload(project, 'brief.txt', `\uFEFF${BRIEF}`);
    expect(res.statusCode).toBe(200);
    expectBriefRead(dataOf<Analysed>(res), 'txt');
  });

  it('reads a .docx file', async () => {
    const res = await upload(project, 'Brief.DOCX', await docxFile(BRIEF_LINES));
    expect(res.statusCode).toBe(200);
    expectBriefRead(dataOf<Analysed>(res), 'docx');
  });

  it('reads a .pdf file', async () => {
    const res = await upload(project, 'brief.pdf', await pdfFile(BRIEF_LINES));
    expect(res.statusCode).toBe(200);
    expectBriefRead(dataOf<Analysed>(res), 'pdf');
  });

  it.each([
    ['another kind of file', 'brief.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['a file without a name ending', 'brief', 'plain words'],
    ['text posing as a PDF', 'brief.pdf', BRIEF],
    ['a PDF posing as text', 'brief.txt', 'pdf'],
    ['a PDF posing as a Word file', 'brief.docx', 'pdf'],
  ])('refuses %s, naming the allowed types', async (_, filename, content) => {
    const bytes = content === 'pdf' ? await pdfFile(['x']) : content;
    const res = await upload(project, filename, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'projects/brief-file-type',
      message: 'Upload the brief as a .txt, .docx or .pdf file of at most 5 MB, or paste its text.',
    });
  });

  it('refuses a PDF without text, text that is not UTF-8, and a file of more than 5 MB', async () => {
    const scan = await upload(project, 'scan.pdf', await pdfFile([]));
    expect(scan.statusCode).toBe(400);
    expect(scan.json()).toMatchObject({
      code: 'projects/brief-unreadable',
      message: expect.stringContaining('scanned'),
    });
    const latin1 = await upload(project, 'brief.txt', Buffer.from('Caf\xe9 essay', 'latin1'));
    expect(latin1.json()).toMatchObject({
      code: 'projects/brief-unreadable',
      message: expect.stringContaining('UTF-8'),
    });
    // Every over-limit size, every time: never a brief cut at the limit and analysed.
    for (const size of [5 * 1024 * 1024 + 1, 5.3 * 1024 * 1024, 6 * 1024 * 1024]) {
      const big = await upload(project, 'brief.txt', 'a'.repeat(Math.round(size)));
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ code: 'projects/brief-file-too-large' });
    }
  });

  it('refuses a file whose text is longer than 20,000 characters', async () => {
    const res = await upload(project, 'handbook.txt', 'Read the module handbook. '.repeat(1_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'projects/brief-too-long',
      message: expect.stringContaining('25,999 characters long; a brief may be at most 20,000'),
    });
  });
});

describe('analyse: access', () => {
  it('answers 404 for another writer’s project and 401 without a token', async () => {
    const other = await writer(t);
    const json = await other.call('POST', url(project), { brief: BRIEF });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'projects/not-found' });
    const file = await upload(project, 'brief.txt', BRIEF, other.user.token);
    expect(file.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: url(project), payload: { brief: BRIEF } });
    expect(anonymous.statusCode).toBe(401);
  });
});
