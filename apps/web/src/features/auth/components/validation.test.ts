import { describe, expect, it } from 'vitest';
import { hasErrors, validateEmail, validateName, validatePassword } from './validation';

describe('auth form validation', () => {
  it('accepts a password of six characters and refuses five (identity service rule)', () => {
    expect(validatePassword('abcdef')).toBeUndefined();
    expect(validatePassword('abcde')).toBe('Use at least 6 characters.');
  });

  it('asks for a well-formed email and a name', () => {
    expect(validateEmail('ada@uni.edu')).toBeUndefined();
    expect(validateEmail('ada@uni')).toMatch(/valid email/);
    expect(validateName('   ')).toBe('Enter your name.');
  });

  it('reports whether any field failed', () => {
    expect(hasErrors({ email: undefined, password: undefined })).toBe(false);
    expect(hasErrors({ email: 'Enter your email address.' })).toBe(true);
  });
});
