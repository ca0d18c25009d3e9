import { Messages, type Envelope } from '@penwright/shared';
import { notify } from './toast';
import { getIdToken, refreshIdToken, tokenForRequest } from './auth/id-token';

/** The JSON body of a failed product call: `{status: 'error', code, message}`. */
export type ApiErrorBody = { status?: string; code?: string; message?: string };

/** A 403 the caller decides about (not subscribed, project limit); the client neither rejects nor toasts it. */
export type PassThroughError = { status: 'error'; code?: string; message: string; httpStatus: 403 };

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The failed answer's JSON as it came (some carry more than the message, e.g. a 409's server copy). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData and strings are sent as they are. */
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Background calls may stay quiet; the caller still gets the rejection. */
  silent?: boolean;
};

const TIMEOUT_MS = 30_000;
const TOKEN_EXPIRED = 'auth/id-token-expired';

let onSessionExpired = (): void => {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/auth/login?redirect=${encodeURIComponent(here)}`);
};

/** The session layer registers how to sign out when a refresh fails. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || typeof body === 'string' || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<{ json: unknown; isJson: boolean }> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return { json: undefined, isJson: false };
  try {
    return { json: (await response.json()) as unknown, isJson: true };
  } catch {
    return { json: undefined, isJson: false };
  }
}

/** The user-facing message for a failed response, per the error catalogue (spec §8). */
export function errorMessageFor(status: number, body: ApiErrorBody | undefined, isJson: boolean): string {
  if (!isJson) {
    if (status === 404) return Messages.notFoundHtml;
    if (status >= 500) return Messages.serverErrorHtml;
    return Messages.unexpectedHtml;
  }
  return body?.message || body?.code || Messages.genericJsonError;
}

/** Whether a 403 belongs to the caller (subscription and plan limits drive the UI, not a toast). */
export function isPassThrough(status: number, body: ApiErrorBody | undefined): boolean {
  if (status !== 403 || !body?.message) return false;
  return body.message === Messages.notSubscribed || body.message.includes(Messages.projectLimitExceeded);
}

function report(message: string, silent: boolean | undefined): void {
  if (!silent) notify.error(message, { id: message });
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: encodeBody(options.body, headers),
    credentials: 'same-origin',
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
}

/**
 * The one door to the product API: bearer token, refresh-and-retry on an expired token,
 * and the error catalogue as toasts. Resolves with the HTTP status and the parsed JSON body.
 */
export async function apiResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ status: number; body: T | PassThroughError }> {
  let response: Response;
  try {
    response = await send(path, options, getIdToken() ?? (await tokenForRequest()));
    let { json, isJson } = await readBody(response);
    if (response.status === 401 && (json as ApiErrorBody | undefined)?.code === TOKEN_EXPIRED) {
      const fresh = await refreshIdToken();
      if (!fresh) {
        report(Messages.tokenRefreshFailed, false);
        onSessionExpired();
        throw new ApiError(Messages.tokenRefreshFailed, 401, TOKEN_EXPIRED);
      }
      response = await send(path, options, fresh);
      ({ json, isJson } = await readBody(response));
    }
    if (response.ok) return { status: response.status, body: json as T };
    const body = json as ApiErrorBody | undefined;
    if (isPassThrough(response.status, body)) {
      return {
        status: 403,
        body: { status: 'error', code: body?.code, message: body?.message ?? '', httpStatus: 403 },
      };
    }
    const message = errorMessageFor(response.status, body, isJson);
    report(message, options.silent);
    throw new ApiError(message, response.status, body?.code, json);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A query cancelled by its caller is not a network failure.
    if (options.signal?.aborted) throw error;
    report(Messages.networkError, options.silent);
    throw new ApiError(Messages.networkError, 0);
  }
}

/** Like {@link apiResponse}, resolving with the body only. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<T | PassThroughError> {
  return (await apiResponse<T>(path, options)).body;
}

/** Unwraps `{status: 'success', data, message}`; anything else rejects with the server's words. */
export function unwrapEnvelope<T>(body: Envelope<T> | PassThroughError | null | undefined): T {
  if (!body || body.status !== 'success') {
    const message = body && 'message' in body && body.message ? body.message : Messages.fetchFailed;
    const passThrough = body && 'httpStatus' in body ? body : null;
    throw new ApiError(message, passThrough ? passThrough.httpStatus : 200, passThrough?.code);
  }
  if (body.data === null || body.data === undefined) throw new ApiError(Messages.noData, 200);
  return body.data;
}

/** A call whose answer is an envelope: resolves with its data. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return unwrapEnvelope(await apiRequest<Envelope<T>>(path, options));
}

/** A file the API answers with (an export): its bytes and the name the server suggests. */
export type DownloadedFile = { blob: Blob; filename: string | null };

function suggestedName(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** Like {@link apiResponse} (token, one refresh-and-retry, the error catalogue) for a binary answer. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  try {
    let response = await send(path, options, getIdToken() ?? (await tokenForRequest()));
    if (response.status === 401) {
      const { json } = await readBody(response.clone());
      if ((json as ApiErrorBody | undefined)?.code === TOKEN_EXPIRED) {
        const fresh = await refreshIdToken();
        if (!fresh) {
          report(Messages.tokenRefreshFailed, false);
          onSessionExpired();
          throw new ApiError(Messages.tokenRefreshFailed, 401, TOKEN_EXPIRED);
        }
        response = await send(path, options, fresh);
      }
    }
    if (!response.ok) {
      const { json, isJson } = await readBody(response);
      const body = json as ApiErrorBody | undefined;
      const message = errorMessageFor(response.status, body, isJson);
      report(message, options.silent);
      throw new ApiError(message, response.status, body?.code, json);
    }
    return { blob: await response.blob(), filename: suggestedName(response) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw error;
    report(Messages.networkError, options.silent);
    throw new ApiError(Messages.networkError, 0);
  }
}
