import { randomBytes } from 'node:crypto';

/** URL-safe random identifiers (128 bits). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}
