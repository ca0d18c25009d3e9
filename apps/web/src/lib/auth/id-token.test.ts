import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearIdToken, getIdToken, refreshIdToken, setTokenSource, tokenForRequest } from './id-token';

const tokenExpiringIn = (seconds: number) =>
  `h.${Buffer.from(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds, roles: ['user'] })).toString('base64url')}.s`;

afterEach(() => {
  clearIdToken();
  vi.useRealTimers();
});

describe('ID token refresh', () => {
  it('shares one request between concurrent refreshes', async () => {
    const source = vi.fn(() => Promise.resolve(tokenExpiringIn(900)));
    setTokenSource(source);
    const [a, b] = await Promise.all([refreshIdToken(), refreshIdToken()]);
    expect(a).toBe(b);
    expect(source).toHaveBeenCalledTimes(1);
    expect(getIdToken()).toBe(a);
  });

  it('refreshes five minutes before expiry, and stops after sign-out', async () => {
    vi.useFakeTimers();
    const source = vi.fn(() => Promise.resolve(tokenExpiringIn(900)));
    setTokenSource(source);
    await refreshIdToken();
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1_000);
    expect(source).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(source).toHaveBeenCalledTimes(2);
    clearIdToken();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('gives a request made while the first token is on its way that token, not none', async () => {
    let deliver: (token: string) => void = () => undefined;
    setTokenSource(() => new Promise((resolve) => (deliver = resolve)));
    await expect(tokenForRequest()).resolves.toBeNull();
    const fetching = refreshIdToken();
    const request = tokenForRequest();
    const token = tokenExpiringIn(900);
    deliver(token);
    await expect(request).resolves.toBe(token);
    await fetching;
    await expect(tokenForRequest()).resolves.toBe(token);
  });

  it('holds no token when the identity service fails', async () => {
    setTokenSource(() => Promise.reject(new Error('down')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(refreshIdToken()).resolves.toBeNull();
    expect(getIdToken()).toBeNull();
  });
});
