import type { ImportReferencesResult, ReferenceFormat } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { referenceKeys } from './reference-keys';

export type ImportReferencesInput =
  | { kind: 'text'; text: string; format?: ReferenceFormat }
  | { kind: 'file'; file: File; format?: ReferenceFormat };

/**
 * `POST /v1/references/import`: pasted text as JSON, a file as multipart. Silent: the import dialog shows a
 * refusal (the line a file goes wrong on, a size limit) where the writer is looking.
 */
export async function importReferences(input: ImportReferencesInput): Promise<ImportReferencesResult> {
  if (input.kind === 'text') {
    return apiData<ImportReferencesResult>('/v1/references/import', {
      method: 'POST',
      body: { text: input.text, ...(input.format && { format: input.format }) },
      silent: true,
    });
  }
  const form = new FormData();
  form.append('file', input.file);
  return apiData<ImportReferencesResult>('/v1/references/import', {
    method: 'POST',
    body: form,
    query: { format: input.format },
    silent: true,
  });
}

export function useImportReferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importReferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
  });
}
