import type { Reference, ReferenceInput } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { referenceKeys } from './reference-keys';

export type SaveReferenceInput = { id?: string; input: ReferenceInput };

/**
 * `POST /v1/references` (a new reference) or `PATCH /v1/references/:id` (an edit). Silent: the form shows a
 * refusal beside its fields.
 */
export async function saveReference({ id, input }: SaveReferenceInput): Promise<Reference> {
  return id
    ? apiData<Reference>(`/v1/references/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: input,
        silent: true,
      })
    : apiData<Reference>('/v1/references', { method: 'POST', body: input, silent: true });
}

export function useSaveReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReference,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
  });
}
