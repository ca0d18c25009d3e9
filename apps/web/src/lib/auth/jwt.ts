import { ROLES, type Role } from '@penwright/shared';

export type IdTokenClaims = {
  sub: string;
  exp: number;
  email?: string;
  name?: string;
  roles: Role[];
  subscriber: boolean;
};

function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of an ID token without verifying it: the server verifies every call,
 * the browser only needs the expiry and roles to schedule refreshes and pick screens.
 */
export function decodeIdToken(token: string): IdTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const raw = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    if (typeof raw.sub !== 'string' || typeof raw.exp !== 'number') return null;
    const roles = Array.isArray(raw.roles) ? raw.roles.filter(isRole) : [];
    return {
      sub: raw.sub,
      exp: raw.exp,
      email: typeof raw.email === 'string' ? raw.email : undefined,
      name: typeof raw.name === 'string' ? raw.name : undefined,
      roles,
      subscriber: raw.subscriber === true,
    };
  } catch {
    return null;
  }
}
