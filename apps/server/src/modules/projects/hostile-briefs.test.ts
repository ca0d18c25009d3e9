import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/identity.ts';
import { multipartFile } from './analyse.fixtures.ts';
import {
  docxBomb,
  minimalDocx,
  PDF_SCRIPT,
  pdfFlateBomb,
  pdfSharedContentBomb,
  pdfWithOpenActionScript,
} from './hostile-briefs.fixtures.ts';
import { dataOf, writer, type Writer } from './projects.fixtures.ts';

let t: TestApp;
let w: Writer;
let project: Project;
beforeAll(async () => {
  t = await createTestApp();
  w = await writer(t);
  project = await w.createProject();
});
afterAll(() => t.close());

const LINES = ['Write a 2,000-word essay on carbon pricing.', 'Use APA 7th edition referencing.'];

const upload = (filename: string, bytes: Buffer) => {
  const body = multipartFile(filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/v1/projects/${project.id}/analyse`,
    headers: { ...body.headers, ...bearer(w.user.token) },
    payload: body.payload,
  });
};

describe('hostile brief files', () => {
  it('reads the text of a PDF that runs JavaScript when opened, and never its script', async () => {
    const res = await upload('brief.pdf', pdfWithOpenActionScript(LINES));
    expect(res.statusCode).toBe(200);
    const { brief, source } = dataOf<{ brief: string; source: string }>(res);
    expect(source).toBe('pdf');
    expect(brief.replace(/\s+/g, ' ')).toBe(LINES.join(' '));
    expect(brief).not.toContain('app.alert');
    expect(brief).not.toContain(PDF_SCRIPT.slice(0, 20));
  });

  it('reads a hand-built .docx (the zip the bombs below are built on)', async () => {
    const res = await upload('brief.docx', minimalDocx(LINES[0]!));
    expect(res.statusCode).toBe(200);
    expect(dataOf<{ brief: string }>(res).brief).toBe(LINES[0]);
  });

  it.each([
    ['a .docx zip bomb (256 MB of text in 256 KB)', 'bomb.docx', () => docxBomb(256), '.docx file'],
    [
      'a .docx zip bomb whose headers claim 1 KB',
      'bomb.docx',
      () => docxBomb(256, { lie: true }),
      '.docx file',
    ],
    ['a PDF whose content stream unpacks to 256 MB', 'bomb.pdf', () => pdfFlateBomb(256), 'PDF'],
  ])('refuses %s before reading it, with a clear 400', async (_, filename, make, kind) => {
    const bomb = await make();
    expect(bomb.length).toBeLessThan(512 * 1024);
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const res = await upload(filename, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'projects/brief-unreadable',
      message: `This ${kind} unpacks to more than 32 MB, far more than any brief. Paste the brief instead.`,
    });
    // Read in full this would hold 256 MB of text and more besides; it is refused after 32 MB, quickly.
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a .docx of just over 32 MB of text as a file too large to be a brief', async () => {
    const res = await upload('bomb.docx', await docxBomb(33));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'projects/brief-unreadable' });
  });

  it('says how long the text of a large .docx is, without sending megabytes between threads', async () => {
    const res = await upload('handbook.docx', await docxBomb(8));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'projects/brief-too-long',
      message: expect.stringContaining('8,388,608 characters long; a brief may be at most 20,000'),
    });
  });

  it('refuses a PDF without compression whose thousands of pages all draw one content stream', async () => {
    const bomb = pdfSharedContentBomb(40_000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const res = await upload('pages.pdf', bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'projects/brief-unreadable',
      message: expect.stringContaining('40,000 pages'),
    });
    // Read in full, its text would be about 200 MB; it is refused from the page count.
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
