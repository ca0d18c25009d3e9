import { describe, expect, it } from 'vitest';
import { initialRoles, loopbackAliases } from './auth.ts';

describe('identity set-up', () => {
  it('trusts both loopback names for a local address, and only the given origin otherwise', () => {
    expect(loopbackAliases('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(loopbackAliases('http://127.0.0.1:4100/')).toEqual([
      'http://127.0.0.1:4100',
      'http://localhost:4100',
    ]);
    expect(loopbackAliases('https://write.example.edu')).toEqual(['https://write.example.edu']);
  });

  it('starts ADMIN_EMAILS accounts as super admins, case-insensitively', () => {
    expect(initialRoles('Root@Example.org', ['root@example.org'])).toEqual(['user', 'super_admin']);
    expect(initialRoles('someone@example.org', ['root@example.org'])).toEqual(['user']);
  });
});
