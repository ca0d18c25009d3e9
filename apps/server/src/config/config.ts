import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from './env.ts';

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  appUrl: string;
  dataDir: string;
  /** Where uploaded files are kept (served at /uploads/). */
  uploadsDir: string;
  /** A PostgreSQL URL, or null for the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | null;
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
  trustProxy: boolean;
  /** Which grammar provider answers checks; the built-in engine always stands behind the other two. */
  grammar: GrammarConfig;
}

export interface GrammarConfig {
  saplingApiKey: string | null;
  saplingUrl: string;
  languageToolUrl: string | null;
  checksPerMinute: number;
  providerTimeoutMs: number;
}

/** Keeps a generated secret in the data folder so sessions survive restarts without any set-up. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

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
    databaseUrl: env.DATABASE_URL ?? null,
    pgliteDir: join(dataDir, 'db'),
    authSecret: env.AUTH_SECRET ?? persistentSecret(dataDir),
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
    grammar: {
      saplingApiKey: env.SAPLING_API_KEY ?? null,
      saplingUrl: env.SAPLING_URL.replace(/\/$/, ''),
      languageToolUrl: env.LANGUAGETOOL_URL?.replace(/\/$/, '') ?? null,
      checksPerMinute: env.GRAMMAR_CHECKS_PER_MINUTE,
      providerTimeoutMs: env.GRAMMAR_PROVIDER_TIMEOUT_MS,
    },
  };
}
