import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { unzip } from './zip.ts';

/** Downloads one export from the completed view's buttons and returns its bytes. */
export async function downloadExport(page: Page, button: string, extension: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
  return readFile(await file.path());
}

/** The words of a Word document's body, paragraph by paragraph. */
export function docxParagraphs(file: Buffer): string[] {
  const xml = unzip(file).get('word/document.xml')?.toString('utf8') ?? '';
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) =>
    [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
      .map(([, text]) => text ?? '')
      .join('')
      .replace(/&amp;/g, '&'),
  );
}

/** The text a reader extracts from a PDF, in reading order, with runs of white space made single spaces. */
export async function pdfText(file: Buffer): Promise<string> {
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(file), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The three exports of a completed project: Word paragraphs, PDF text and the Markdown source. */
export async function readExports(page: Page) {
  return {
    word: docxParagraphs(await downloadExport(page, 'Word (.docx)', 'docx')),
    pdf: await pdfText(await downloadExport(page, 'PDF', 'pdf')),
    markdown: (await downloadExport(page, 'Markdown', 'md')).toString('utf8'),
  };
}
