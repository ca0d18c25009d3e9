import { describe, expect, it } from 'vitest';
import { isAdminEmail } from './admin-grant.ts';
import { loopbackAliases } from './auth.ts';

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

  it('recognises ADMIN_EMAILS addresses case-insensitively', () => {
    expect(isAdminEmail('Root@Example.org', ['root@example.org'])).toBe(true);
    expect(isAdminEmail('someone@example.org', ['root@example.org'])).toBe(false);
  });
});
