import type { ReferenceFormat } from '@penwright/shared';
import { apiDownload } from '../../../lib/api-client';

const EXTENSIONS: Record<ReferenceFormat, string> = { bibtex: 'bib', ris: 'ris', 'csl-json': 'json' };

/** `GET /v1/references/export`: the library (or the given references) as a file the browser downloads. */
export async function exportReferences(
  format: ReferenceFormat,
  ids: readonly string[] = [],
): Promise<string> {
  const { blob, filename } = await apiDownload('/v1/references/export', {
    query: { format, ids: ids.length > 0 ? ids.join(',') : undefined },
  });
  const name = filename ?? `penwright-references.${EXTENSIONS[format]}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
