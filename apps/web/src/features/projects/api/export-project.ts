import { apiDownload } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

export const EXPORT_FORMATS = [
  { format: 'docx', label: 'Word (.docx)', extension: 'docx' },
  { format: 'pdf', label: 'PDF', extension: 'pdf' },
  { format: 'md', label: 'Markdown', extension: 'md' },
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number]['format'];

const fileSafe = (title: string) =>
  title
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .slice(0, 80) || 'draft';

/** Asks the server for the finished draft in `format` and hands the file to the browser as a download. */
export async function exportProject(projectId: string, title: string, format: ExportFormat): Promise<string> {
  const { blob, filename } = await apiDownload(`/v1/projects/${encodeURIComponent(projectId)}/export`, {
    query: { format },
  });
  const name = filename ?? `${fileSafe(title)}.${format}`;
  saveDownload(blob, name);
  return name;
}
