import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the embedded defaults for an empty environment', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'production',
      ADMIN_EMAILS: [],
    });
  });

  it('names every bad variable in one readable error', () => {
    const bad = () => parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', AUTH_SECRET: 'short' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT:.*\n.*DATABASE_URL:.*\n.*AUTH_SECRET: must be at least 32 characters/s);
  });

  it('splits ADMIN_EMAILS into lower-case addresses', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' Root@Example.org, ops@example.org ,' }).ADMIN_EMAILS).toEqual([
      'root@example.org',
      'ops@example.org',
    ]);
  });

  it('reads the grammar settings: the built-in engine unless a provider is named', () => {
    expect(parseEnv({})).toMatchObject({
      SAPLING_URL: 'https://api.sapling.ai',
      GRAMMAR_CHECKS_PER_MINUTE: 240,
      GRAMMAR_PROVIDER_TIMEOUT_MS: 5000,
    });
    expect(parseEnv({}).SAPLING_API_KEY).toBeUndefined();
    expect(() => parseEnv({ LANGUAGETOOL_URL: 'not a url', GRAMMAR_CHECKS_PER_MINUTE: '0' })).toThrow(
      /LANGUAGETOOL_URL:.*\n.*GRAMMAR_CHECKS_PER_MINUTE:/s,
    );
  });

  it('reads JOBS_INTERVAL_MS: a minute by default, 0 to run no scheduled work in this process', () => {
    expect(parseEnv({}).JOBS_INTERVAL_MS).toBe(60_000);
    expect(parseEnv({ JOBS_INTERVAL_MS: '0' }).JOBS_INTERVAL_MS).toBe(0);
    expect(parseEnv({ JOBS_INTERVAL_MS: '1000' }).JOBS_INTERVAL_MS).toBe(1000);
    expect(() => parseEnv({ JOBS_INTERVAL_MS: '5' })).toThrow(/JOBS_INTERVAL_MS: must be 0 \(off/);
    expect(() => parseEnv({ JOBS_INTERVAL_MS: 'hourly' })).toThrow(/JOBS_INTERVAL_MS:/);
  });
});
