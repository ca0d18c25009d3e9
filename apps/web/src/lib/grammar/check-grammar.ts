import { GrammarCheckResponseSchema, type GrammarCheckRequest, type GrammarEdit } from '@penwright/shared';
import { apiRequest } from '../api-client';

export const GRAMMAR_CHECK_PATH = '/api/v1/sapling/api/v1/edits';

/**
 * Asks the grammar channel about one piece of text. Its answer is Sapling's `{edits}`, not the usual envelope.
 * A failed check is only logged and resolves with `null`: the writer keeps writing, and the text is checked
 * again after the next change.
 */
export async function checkGrammar(
  request: GrammarCheckRequest,
  signal?: AbortSignal,
): Promise<GrammarEdit[] | null> {
  try {
    const body = await apiRequest<unknown>(GRAMMAR_CHECK_PATH, {
      method: 'POST',
      body: request,
      signal,
      silent: true,
    });
    const parsed = GrammarCheckResponseSchema.safeParse(body);
    if (parsed.success) return parsed.data.edits;
    console.warn('Grammar check: unexpected answer', body);
    return null;
  } catch (error) {
    if (!signal?.aborted) console.warn('Grammar check failed', error);
    return null;
  }
}
