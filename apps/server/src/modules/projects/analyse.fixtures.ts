import { Document, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

/** A short brief whose figures the analysis must find in every form it arrives in. */
export const BRIEF_LINES = [
  'Assignment 2: Climate policy essay',
  'Write a 2,000-word essay that critically evaluates carbon pricing as a climate policy instrument.',
  'Use APA 7th edition referencing throughout.',
  'The essay is due on 12 May 2027.',
  'To what extent has carbon pricing reduced emissions in the European Union?',
];
export const BRIEF = BRIEF_LINES.join('\n\n');

/** A real Word document, as Word or Google Docs would upload it. */
export function docxFile(lines: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  return Packer.toBuffer(document);
}

/** A real PDF with a text layer; with no lines it holds only a drawing, like a scan. */
export function pdfFile(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (lines.length === 0) doc.rect(100, 100, 200, 100).fill('#333333');
  for (const line of lines) doc.fontSize(12).text(line).moveDown();
  doc.end();
  return done;
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(
  filename: string,
  bytes: Buffer | string,
  field = 'file',
  type = 'application/octet-stream',
) {
  const boundary = `----penwright${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
