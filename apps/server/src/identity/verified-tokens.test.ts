import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVerifiedTokenCache } from './verified-tokens.ts';

describe('verified token cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a verified token until it expires', () => {
    vi.useFakeTimers({ now: 1_000_000_000_000 });
    const now = Math.floor(Date.now() / 1000);
    const cache = createVerifiedTokenCache(900);
    cache.set('a.b.c', { sub: 'u1', iat: now, exp: now + 60 });
    expect(cache.get('a.b.c')?.sub).toBe('u1');
    vi.advanceTimersByTime(59_000);
    expect(cache.get('a.b.c')?.sub).toBe('u1');
    vi.advanceTimersByTime(2_000);
    expect(cache.get('a.b.c')).toBeUndefined();
  });

  it('drops a token once it is older than the accepted age, even when its expiry is later', () => {
    vi.useFakeTimers({ now: 1_000_000_000_000 });
    const now = Math.floor(Date.now() / 1000);
    const cache = createVerifiedTokenCache(30);
    cache.set('t', { sub: 'u1', iat: now, exp: now + 3_600 });
    vi.advanceTimersByTime(31_000);
    expect(cache.get('t')).toBeUndefined();
  });

  it('never keeps a token without an expiry or already expired', () => {
    const now = Math.floor(Date.now() / 1000);
    const cache = createVerifiedTokenCache(900);
    cache.set('no-exp', { sub: 'u1', iat: now });
    cache.set('old', { sub: 'u1', iat: now - 100, exp: now - 1 });
    expect(cache.get('no-exp')).toBeUndefined();
    expect(cache.get('old')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its bound, forgetting the least recently used', () => {
    const now = Math.floor(Date.now() / 1000);
    const cache = createVerifiedTokenCache(900, 3);
    for (const t of ['t1', 't2', 't3']) cache.set(t, { sub: t, iat: now, exp: now + 600 });
    cache.get('t1');
    cache.set('t4', { sub: 't4', iat: now, exp: now + 600 });
    expect(cache.size).toBe(3);
    expect(cache.get('t2')).toBeUndefined();
    expect(cache.get('t1')?.sub).toBe('t1');
  });
});
