import type { z } from 'zod';
import { GrammarProviderError } from './provider.ts';

/**
 * POSTs to an outside grammar service and parses its JSON answer with `schema`. Any failure (network, timeout,
 * non-2xx, malformed or unexpected JSON) is a GrammarProviderError, so the caller can fall back in one place.
 */
export async function postForJson<T>(
  url: string,
  init: { body: string; contentType: string; timeoutMs: number },
  schema: z.ZodType<T>,
): Promise<T> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': init.contentType, accept: 'application/json' },
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    body = await response.text();
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError' ? `no answer in ${init.timeoutMs} ms` : err;
    throw new GrammarProviderError(`${url}: ${String(reason)}`, { cause: err });
  }
  if (!response.ok)
    throw new GrammarProviderError(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new GrammarProviderError(`${url} answered something that is not JSON: ${body.slice(0, 200)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new GrammarProviderError(`${url} answered unexpected JSON: ${parsed.error.message}`);
  return parsed.data;
}
