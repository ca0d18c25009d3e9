import { bearer } from '../identity.ts';
import type { App } from '../../src/app.ts';
import { exampleOf, type Method, type Operation } from './operations.ts';
import type { Owned } from './world.ts';

export interface ApiRequest {
  method: Method;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

export const send = (app: App, { method, url, headers, payload }: ApiRequest) =>
  app.inject({ method, url, ...(headers && { headers }), ...(payload !== undefined && { payload }) });

export function findOperation(operations: Operation[], method: Method, route: string): Operation {
  const found = operations.find((o) => o.method === method && o.route === route);
  if (!found) throw new Error(`${method} ${route} is not in the OpenAPI document`);
  return found;
}

/**
 * What a well-behaved client puts in a field or parameter of `operation` that names something: one of `owned`
 * (or `userId`), or a value the zod schema refines beyond what the OpenAPI document says.
 */
export function valueLookup(operation: Operation, owned: Owned, userId: string) {
  return (name: string): string | undefined => {
    if (name === 'id') return owned[idKind(operation.path)];
    if (name === 'documentId' || name === 'document_id') return owned.projectId;
    if (name === 'uid') return userId;
    if (name === 'postId' || name === 'revisionId' || name === 'word' || name === 'checkoutId')
      return owned[name];
    return KNOWN_GOOD[name];
  };
}

/** What an `{id}` in `path` names. */
export function idKind(path: string): 'ignoreId' | 'referenceId' | 'projectId' {
  if (path.startsWith('/v1/grammar/ignores')) return 'ignoreId';
  if (path.startsWith('/v1/references')) return 'referenceId';
  return 'projectId';
}

const KNOWN_GOOD: Record<string, string> = {
  title: 'A sample title',
  email: 'ada.writer@example.org',
  citationFormat: 'apa',
  style: 'apa',
  priceId: 'price_starter_free',
  findingId: 'style.hedging.abc123.1',
  planId: 'starter',
};

/** The smallest valid request for `operation` about `owned`, made with `token` when given. */
export function validRequest(operation: Operation, owned: Owned, userId: string, token?: string): ApiRequest {
  const valueFor = valueLookup(operation, owned, userId);
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(valueFor(name) ?? 'x'),
  );
  const query = new URLSearchParams();
  for (const p of operation.query.filter((q) => q.required))
    query.set(p.name, String(exampleOf(p.schema, valueFor, p.name)));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (!operation.body) return { method: operation.method, url: path + search, headers };
  headers['content-type'] = 'application/json';
  const payload = JSON.stringify(exampleOf(operation.body, valueFor));
  return { method: operation.method, url: path + search, headers, payload };
}
