import { z } from 'zod';
import { GRAMMAR_CHECKS_PER_MINUTE } from '@penwright/shared';
import { parseTrustProxy } from './trust-proxy.ts';

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const parsed = parseTrustProxy(v);
    if (parsed !== null) return parsed;
    ctx.addIssue({
      code: 'custom',
      message: "must be true, false, or the proxies' addresses (10.0.0.5, 10.0.0.0/8, loopback)",
    });
    return false;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the app, used in links sent by mail and as the token issuer. */
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  /** Connections each server process keeps open to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Shares the API rate limits between server processes and machines (ioredis URL). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Keep uploaded files in this S3 (or S3-compatible) bucket instead of DATA_DIR/uploads. */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** An S3-compatible service's address (MinIO, Ceph, R2…); unset for AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Server processes to start on this machine, sharing the port (PostgreSQL only beyond one). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Signs sessions and encrypts the token signing keys; generated and kept in DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: list,
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Penwright <no-reply@penwright.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: list,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxy,
  /**
   * How often this process looks for scheduled work (deadline reminders), in milliseconds; 0 leaves it to the
   * other processes. Each job runs in one process per interval however many there are.
   */
  JOBS_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .refine((ms) => ms === 0 || ms >= 100, 'must be 0 (off in this process) or at least 100')
    .default(60_000),
  /** Paid checkout through Stripe (`sk_…` or `rk_…`); without it paid plans use the in-app test checkout. */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  /** The signing secret of the Stripe webhook endpoint that points at /v1/payments/webhook (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Another address for Stripe's API, such as a local server that answers like it; Stripe's own when unset. */
  STRIPE_API_URL: z.url().optional(),
  /** Grammar checks through Sapling's API instead of the built-in engine. */
  SAPLING_API_KEY: z.string().trim().min(1).optional(),
  SAPLING_URL: z.url().default('https://api.sapling.ai'),
  /** Grammar checks through a LanguageTool server (used when no Sapling key is set). */
  LANGUAGETOOL_URL: z.url().optional(),
  GRAMMAR_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).default(GRAMMAR_CHECKS_PER_MINUTE),
  /** How long a Sapling or LanguageTool answer may take before the built-in engine answers instead. */
  GRAMMAR_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});

export type Env = z.output<typeof EnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value stops start-up with one line per offending variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
