import type { ExportFormat } from '@penwright/shared';
import { parseDraft, type DraftDocument } from './draft-blocks.ts';
import { draftToDocx } from './export-docx.ts';
import { draftToMarkdown } from './export-markdown.ts';
import { draftToPdf } from './export-pdf.ts';

/** What the server sends to the worker: the title block is composed there, the draft is its sanitized HTML. */
export interface ExportInput {
  format: ExportFormat;
  title: string;
  /** One line under the title: type, word count and dates. */
  subtitle: string;
  html: string;
}

export interface ExportDocument {
  title: string;
  subtitle: string;
  draft: DraftDocument;
}

/** Renders a draft as a file. Runs in a worker thread: a long draft takes real CPU time to lay out. */
export async function exportDraft({ format, title, subtitle, html }: ExportInput): Promise<Uint8Array> {
  if (format === 'md') return new TextEncoder().encode(await draftToMarkdown({ title, subtitle, html }));
  const document = { title, subtitle, draft: parseDraft(html) };
  return format === 'docx' ? draftToDocx(document) : draftToPdf(document);
}
