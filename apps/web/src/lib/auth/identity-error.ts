import { authErrorMessage } from '@penwright/shared';

/** A failure reported by the identity service, already in the words the user sees. */
export class IdentityError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

type IdentityErrorBody = { code?: string; message?: string; status?: number } | null | undefined;

/** Maps an identity answer's `auth/…` code to its English message; unmapped codes get the catalogue fallback. */
export function toIdentityError(error: IdentityErrorBody): IdentityError {
  const code = error?.code;
  if (!code && error?.status === 0) return new IdentityError(authErrorMessage('auth/network-request-failed'));
  return new IdentityError(authErrorMessage(code), code);
}

/** Runs an identity call that answers `{data, error}` and returns its data or throws the mapped error. */
export async function identityCall<T>(
  call: Promise<{ data: T | null; error: IdentityErrorBody }>,
): Promise<T> {
  let result: { data: T | null; error: IdentityErrorBody };
  try {
    result = await call;
  } catch {
    throw new IdentityError(authErrorMessage('auth/network-request-failed'), 'auth/network-request-failed');
  }
  if (result.error) throw toIdentityError(result.error);
  return result.data as T;
}
