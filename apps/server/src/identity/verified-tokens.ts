import type { JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';

/**
 * Checking an Ed25519 signature costs about a quarter of a millisecond of CPU, and a client sends the same ID
 * token with every request for its 15 minutes. A token already verified is kept, keyed by its exact text, until
 * it expires or grows older than the accepted age, so each token is verified once per process. Revocation is not
 * cached here: the token gate still decides on every request.
 */
export const MAX_CACHED_TOKENS = 10_000;

export function createVerifiedTokenCache(maxAgeSeconds: number, max = MAX_CACHED_TOKENS) {
  const cache = new LRUCache<string, { payload: JWTPayload; until: number }>({ max });
  return {
    get(token: string, nowMs = Date.now()): JWTPayload | undefined {
      const entry = cache.get(token);
      if (!entry) return undefined;
      if (entry.until > nowMs) return entry.payload;
      cache.delete(token);
      return undefined;
    },
    /** Keeps `payload` until the earlier of its expiry and its issue time plus the accepted age. */
    set(token: string, payload: JWTPayload, nowMs = Date.now()) {
      const { exp, iat } = payload;
      if (typeof exp !== 'number' || typeof iat !== 'number') return;
      const until = Math.min(exp, iat + maxAgeSeconds) * 1000;
      if (until > nowMs) cache.set(token, { payload, until });
    },
    get size() {
      return cache.size;
    },
  };
}
export type VerifiedTokenCache = ReturnType<typeof createVerifiedTokenCache>;
