import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailTransport } from '../src/adapters/mail/mailer.ts';
import { buildApp, type App, type BuildAppOptions } from '../src/app.ts';
import type { Config } from '../src/config/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { openTestDatabase } from './database.ts';

export const TEST_APP_URL = 'http://penwright.test';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    appUrl: TEST_APP_URL,
    dataDir: '/nonexistent',
    uploadsDir: mkdtempSync(join(tmpdir(), 'penwright-uploads-')),
    databaseUrl: null,
    s3: null,
    databasePoolSize: 10,
    redisUrl: null,
    webConcurrency: 1,
    pgliteDir: 'memory://',
    authSecret: 'test-secret-test-secret-test-secret-0123',
    adminEmails: ['root@penwright.test'],
    smtpUrl: null,
    mailFrom: 'Penwright <no-reply@penwright.test>',
    logLevel: 'silent',
    corsOrigins: [],
    rateLimitPerMinute: 100_000,
    loginMaxFailures: 10,
    loginWindowSeconds: 900,
    idTokenTtlSeconds: 900,
    webDist: '/nonexistent',
    trustProxy: false,
    // No timer: a test runs a sweep itself when it wants one (`app.jobs.runDue()`), so none runs behind its back.
    jobsIntervalMs: 0,
    grammar: {
      saplingApiKey: null,
      saplingUrl: 'http://127.0.0.1:9',
      languageToolUrl: null,
      checksPerMinute: 100_000,
      providerTimeoutMs: 5_000,
    },
    stripe: null,
    ...overrides,
  };
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  mailTransport?: MailTransport | null;
  /** Adds routes or hooks before the app is readied (e.g. a route that fails on purpose). */
  extend?: (app: App) => void;
  onRoute?: BuildAppOptions['onRoute'];
  /** The server's own log; silent unless given. */
  logger?: BuildAppOptions['logger'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    mailTransport: options.mailTransport ?? null,
    logger: options.logger ?? false,
    ...(options.onRoute && { onRoute: options.onRoute }),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
