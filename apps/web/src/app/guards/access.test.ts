import { describe, expect, it } from 'vitest';
import { claimsFromRoles } from '../../lib/auth/claims';
import { decideAccess } from './access';

const signedIn = (roles: Parameters<typeof claimsFromRoles>[0]) => ({
  status: 'signed-in' as const,
  claims: claimsFromRoles(roles),
  claimsStatus: 'ready' as const,
});

describe('decideAccess', () => {
  it('sends anonymous visitors to login', () => {
    expect(decideAccess({ status: 'signed-out', claims: null, claimsStatus: 'idle' })).toBe('login');
  });

  it('waits while the session is unknown or the roles are loading', () => {
    expect(decideAccess({ status: 'unknown', claims: null, claimsStatus: 'idle' }, 'user')).toBe('wait');
    expect(decideAccess({ status: 'signed-in', claims: null, claimsStatus: 'loading' }, 'user')).toBe('wait');
  });

  it('allows a user holding any of the listed roles', () => {
    expect(decideAccess(signedIn(['user', 'admin']), ['super_admin', 'admin'])).toBe('allow');
    expect(decideAccess(signedIn(['user']), 'user')).toBe('allow');
  });

  it('turns away a user lacking the role, and one whose roles failed to load', () => {
    expect(decideAccess(signedIn(['user']), ['admin', 'super_admin'])).toBe('unauthorised');
    expect(decideAccess({ status: 'signed-in', claims: null, claimsStatus: 'failed' }, 'user')).toBe(
      'unauthorised',
    );
  });
});
