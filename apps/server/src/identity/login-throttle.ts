/**
 * Counts failed sign-ins per IP and per account inside a fixed window. The store is shared by every server
 * process (the database by default), so a second process does not grant a fresh allowance.
 */
export interface CounterStore {
  /** Adds one to `key` and answers the count within the window that started at its first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
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
