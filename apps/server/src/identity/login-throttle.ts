/**
 * Counts failed sign-ins per IP and per account inside a sliding window. Kept in process memory by default;
 * the store interface lets several server processes share counts through Redis.
 */
export interface CounterStore {
  /** Adds one to `key` and answers the count within the window that started at its first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      if (counters.size > 100_000) for (const k of counters.keys()) if (!live(k)) counters.delete(k);
      return entry.count;
    },
    get: async (key) => live(key)?.count ?? 0,
    reset: async (key) => void counters.delete(key),
  };
}

export interface LoginThrottle {
  isBlocked(ip: string, email: string): Promise<boolean>;
  recordFailure(ip: string, email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

export function createLoginThrottle(
  store: CounterStore,
  maxFailures: number,
  windowSeconds: number,
): LoginThrottle {
  const windowMs = windowSeconds * 1000;
  // An IP may try several accounts (a shared campus network), so it gets a larger allowance than one account.
  const ipMax = maxFailures * 5;
  const accountKey = (email: string) => `login:account:${email.trim().toLowerCase()}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  return {
    async isBlocked(ip, email) {
      const [perAccount, perIp] = await Promise.all([store.get(accountKey(email)), store.get(ipKey(ip))]);
      return perAccount >= maxFailures || perIp >= ipMax;
    },
    async recordFailure(ip, email) {
      await Promise.all([store.increment(accountKey(email), windowMs), store.increment(ipKey(ip), windowMs)]);
    },
    recordSuccess: (email) => store.reset(accountKey(email)),
  };
}
