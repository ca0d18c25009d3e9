import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors.ts';

describe('authErrorMessage', () => {
  it('maps known identity codes to English and unknown ones to the fallback', () => {
    expect(authErrorMessage('auth/weak-password')).toBe('Passwords need 6 characters or more.');
    expect(authErrorMessage('auth/quota-exceeded')).toBe('Unknown Firebase error');
    expect(authErrorMessage(undefined)).toBe('Unknown Firebase error');
  });
});
