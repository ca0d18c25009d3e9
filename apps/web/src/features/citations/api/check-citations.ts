import { useMutation } from '@tanstack/react-query';
import { checkCitations } from '../../../lib/citations/check-citations';

export { checkCitations, type CheckCitationsInput } from '../../../lib/citations/check-citations';

export function useCheckCitations() {
  return useMutation({ mutationFn: (input: Parameters<typeof checkCitations>[0]) => checkCitations(input) });
}
