import { describe, expect, it } from 'vitest';
import { assertCanRunSeveral } from './cluster.ts';
import { ConfigError, parseEnv } from './config/env.ts';

describe('several server processes', () => {
  it('refuses more than one process on the embedded database, naming the variable', () => {
    expect(() => assertCanRunSeveral({ webConcurrency: 2, databaseUrl: null })).toThrow(ConfigError);
    expect(() => assertCanRunSeveral({ webConcurrency: 2, databaseUrl: null })).toThrow(/WEB_CONCURRENCY/);
  });

  it('allows one process on PGlite and several on PostgreSQL', () => {
    expect(() => assertCanRunSeveral({ webConcurrency: 1, databaseUrl: null })).not.toThrow();
    expect(() =>
      assertCanRunSeveral({ webConcurrency: 4, databaseUrl: 'postgres://db.example/penwright' }),
    ).not.toThrow();
  });

  it('reads WEB_CONCURRENCY, DATABASE_POOL_SIZE and REDIS_URL with defaults, and refuses bad values', () => {
    const defaults = parseEnv({});
    expect([defaults.WEB_CONCURRENCY, defaults.DATABASE_POOL_SIZE, defaults.REDIS_URL]).toEqual([
      1,
      10,
      undefined,
    ]);
    const set = parseEnv({
      WEB_CONCURRENCY: '3',
      DATABASE_POOL_SIZE: '20',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect([set.WEB_CONCURRENCY, set.DATABASE_POOL_SIZE, set.REDIS_URL]).toEqual([
      3,
      20,
      'redis://127.0.0.1:6379',
    ]);
    expect(() => parseEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL: must be a redis/);
  });
});
