import { join, resolve } from 'node:path';
import { resolveAuthSecret } from './auth-secret.ts';
import type { StripeSettings } from '../adapters/payments/stripe.ts';
import type { S3Settings } from '../adapters/storage/s3.ts';
import type { Env } from './env.ts';
import type { TrustProxy } from './trust-proxy.ts';

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  appUrl: string;
  dataDir: string;
  /** Where uploaded files are kept (served at /uploads/). */
  uploadsDir: string;
  /** An S3 bucket that keeps the uploaded files instead of `uploadsDir`. */
  s3: S3Settings | null;
  /** A PostgreSQL URL, or null for the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | null;
  /** Connections each process keeps to PostgreSQL. */
  databasePoolSize: number;
  /** Redis for the shared rate-limit store, or null to count in this process's memory. */
  redisUrl: string | null;
  /** Server processes on this machine (`WEB_CONCURRENCY`). */
  webConcurrency: number;
  /** `memory://` keeps PGlite in memory (tests). */
  pgliteDir: string;
  authSecret: string;
  adminEmails: string[];
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  corsOrigins: string[];
  rateLimitPerMinute: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  idTokenTtlSeconds: number;
  /** Folder of the built web app; served when it exists. */
  webDist: string;
  /** Which reverse proxies' `X-Forwarded-*` headers count (TRUST_PROXY): none, one nearby, or those listed. */
  trustProxy: TrustProxy;
  /** Milliseconds between two looks for scheduled work (JOBS_INTERVAL_MS); 0: this process runs none. */
  jobsIntervalMs: number;
  /** Which grammar provider answers checks; the built-in engine always stands behind the other two. */
  grammar: GrammarConfig;
  /** Stripe for paid plans, or null for the local test-mode checkout. */
  stripe: StripeSettings | null;
}

export interface GrammarConfig {
  saplingApiKey: string | null;
  saplingUrl: string;
  languageToolUrl: string | null;
  checksPerMinute: number;
  providerTimeoutMs: number;
}

/**
 * Whether the public address is HTTPS. It decides `Secure` cookies, HSTS and upgrading insecure requests: a
 * local install on http://localhost must keep working, and behind a TLS proxy APP_URL names the https address.
 */
export const servedOverHttps = (config: Pick<Config, 'appUrl'>) => config.appUrl.startsWith('https://');

export function configFromEnv(env: Env, defaults: { webDist: string }): Config {
  const dataDir = resolve(env.DATA_DIR);
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    appUrl: appUrl.replace(/\/$/, ''),
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT ?? null,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : null,
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL ?? null,
    webConcurrency: env.WEB_CONCURRENCY,
    pgliteDir: join(dataDir, 'db'),
    authSecret: resolveAuthSecret({ NODE_ENV: env.NODE_ENV, AUTH_SECRET: env.AUTH_SECRET, dataDir }),
    adminEmails: env.ADMIN_EMAILS,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginWindowSeconds: env.LOGIN_WINDOW_SECONDS,
    idTokenTtlSeconds: env.ID_TOKEN_TTL_SECONDS,
    webDist: env.WEB_DIST ?? defaults.webDist,
    trustProxy: env.TRUST_PROXY,
    jobsIntervalMs: env.JOBS_INTERVAL_MS,
    grammar: {
      saplingApiKey: env.SAPLING_API_KEY ?? null,
      saplingUrl: env.SAPLING_URL.replace(/\/$/, ''),
      languageToolUrl: env.LANGUAGETOOL_URL?.replace(/\/$/, '') ?? null,
      checksPerMinute: env.GRAMMAR_CHECKS_PER_MINUTE,
      providerTimeoutMs: env.GRAMMAR_PROVIDER_TIMEOUT_MS,
    },
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
          apiUrl: env.STRIPE_API_URL ?? null,
        }
      : null,
  };
}
