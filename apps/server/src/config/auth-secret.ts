import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from './env.ts';

const MIN_LENGTH = 32;

/**
 * Secrets anyone can read: the identity library's built-in fallback and the one in this repository's tests.
 * A server in production signed with one of these would let anyone forge sessions.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'better-auth-secret-12345678901234567890',
  'test-secret-test-secret-test-secret-0123',
];

/** Bits of entropy by the identity library's own estimate (length × log2 of distinct characters). */
function estimatedBits(secret: string): number {
  const distinct = new Set(secret).size;
  return distinct === 0 ? 0 : secret.length * Math.log2(distinct);
}

/** Why `secret` must not sign a production server, or null when it may. */
export function weakSecretReason(secret: string): string | null {
  if (PUBLISHED_SECRETS.includes(secret)) return 'is a published default value';
  if (/change.?me|replace.?me|your.?secret/i.test(secret)) return 'is a placeholder';
  if (estimatedBits(secret) < 120) return 'is too predictable (repeated or few distinct characters)';
  return null;
}

function createSecretFile(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  try {
    // `wx`: when two processes start together, the second keeps the first one's secret.
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/**
 * Reads the secret kept in the data folder, creating it on first start so a local install needs no set-up.
 * A damaged file stops start-up rather than letting the identity library fall back to its public default.
 */
export function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (!existsSync(file)) createSecretFile(file);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH)
    throw new ConfigError(
      `${file} holds fewer than ${MIN_LENGTH} characters. Restore it from a backup, or delete it to have a ` +
        'new one generated (everyone is signed out).',
    );
  return secret;
}

/** The secret to sign with: AUTH_SECRET, else the generated one. Production refuses a known or guessable one. */
export function resolveAuthSecret(env: {
  NODE_ENV: string;
  AUTH_SECRET?: string | undefined;
  dataDir: string;
}): string {
  if (env.AUTH_SECRET === undefined) return persistentSecret(env.dataDir);
  const reason = env.NODE_ENV === 'production' ? weakSecretReason(env.AUTH_SECRET) : null;
  if (reason)
    throw new ConfigError(
      `Invalid environment configuration:\n  AUTH_SECRET: ${reason}, so anyone could forge sessions. Set it to ` +
        'a random value (openssl rand -base64 32), or leave it unset to use the secret generated in DATA_DIR.',
    );
  return env.AUTH_SECRET;
}
