import type { Role } from '@penwright/shared';
import type { SessionState } from '../../lib/auth/session-store';

export type AccessDecision = 'allow' | 'wait' | 'login' | 'unauthorised';

/**
 * What a protected route does for this session: send the anonymous to login, wait while the
 * session or its roles load, turn away anyone holding none of the required roles.
 */
export function decideAccess(
  session: Pick<SessionState, 'status' | 'claims' | 'claimsStatus'>,
  required?: Role | readonly Role[],
): AccessDecision {
  if (session.status === 'unknown') return 'wait';
  if (session.status === 'signed-out') return 'login';
  if (session.claimsStatus === 'idle' || session.claimsStatus === 'loading') return 'wait';
  const needed = required === undefined ? [] : typeof required === 'string' ? [required] : required;
  if (needed.length === 0) return 'allow';
  const held = session.claims?.roles ?? [];
  return needed.some((role) => held.includes(role)) ? 'allow' : 'unauthorised';
}
