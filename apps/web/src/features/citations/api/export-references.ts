import type { ReferenceFormat } from '@penwright/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

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
  saveDownload(blob, name);
  return name;
}
