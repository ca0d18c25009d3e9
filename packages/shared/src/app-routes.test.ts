import { describe, expect, it } from 'vitest';
import { isAppShellPath } from './app-routes.ts';

describe('isAppShellPath', () => {
  it('takes the sign-in pages and every dashboard address, as the client router matches them', () => {
    for (const path of [
      '/auth',
      '/auth/login',
      '/AUTH/Reset-Password',
      '/dashboard',
      '/dashboard/',
      '/dashboard/projects/draft/42',
      '/dashboard/nowhere',
    ]) {
      expect(isAppShellPath(path), path).toBe(true);
    }
  });

  it('leaves every other path to the 404 page', () => {
    for (const path of ['/', '/dashboards', '/auth/unknown', '/authors', '/blog/post', '/privacy/extra']) {
      expect(isAppShellPath(path), path).toBe(false);
    }
  });
});
