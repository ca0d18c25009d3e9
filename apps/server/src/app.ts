import Fastify, { type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { MailTransport } from './adapters/mail/mailer.ts';
import { createMailer } from './adapters/mail/outbox.ts';
import { createSmtpTransport } from './adapters/mail/smtp-transport.ts';
import { createPayments } from './adapters/payments/index.ts';
import { s3FileStorage } from './adapters/storage/s3.ts';
import { localFileStorage } from './adapters/storage/storage.ts';
import type { Config } from './config/config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createAuth } from './identity/auth.ts';
import { databaseCounterStore } from './identity/db-counter-store.ts';
import { createLoginThrottle } from './identity/login-throttle.ts';
import { seedPlans } from './modules/payments/plans.seed.ts';
import bearer from './plugins/bearer.ts';
import core from './plugins/core.ts';
import errors, { frameworkErrors } from './plugins/errors.ts';
import identity from './plugins/identity.ts';
import jobs from './jobs/jobs.plugin.ts';
import openapi from './plugins/openapi.ts';
import security from './plugins/security.ts';
import storableInput from './plugins/storable-input.ts';
import uploads from './plugins/uploads.ts';
import web from './plugins/web.ts';
import { registerModules } from './modules/index.ts';

export interface BuildAppOptions {
  config: Config;
  /** An already opened database (tests); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  /** Overrides the mail transport chosen from the configuration. */
  mailTransport?: MailTransport | null;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added, plugins' own included (the access-control test lists them this way). */
  onRoute?: onRouteHookHandler;
}

/** Builds the whole application without listening: `server.ts` listens, tests call `app.inject`. */
export async function buildApp({ config, database, mailTransport, logger, onRoute }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 4 * 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);

  const handle =
    database ??
    (await openDatabase({
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      pgliteDir: config.pgliteDir,
      onIdleError: (err) => app.log.warn({ err }, 'idle database connection lost'),
    }));
  await seedPlans(handle.db);
  const transport =
    mailTransport !== undefined ? mailTransport : config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  const mailer = createMailer({ db: handle.db, log: app.log, from: config.mailFrom, transport });
  const auth = createAuth({ config, db: handle.db, mailer });
  const throttle = createLoginThrottle(
    databaseCounterStore(handle.db),
    config.loginMaxFailures,
    config.loginWindowSeconds,
  );

  const storage = config.s3 ? s3FileStorage(config.s3) : localFileStorage(config.uploadsDir);
  const payments = createPayments(config.stripe, config.appUrl);
  await app.register(core, { config, db: handle.db, mailer, storage, payments });
  await app.register(errors);
  await app.register(storableInput);
  await app.register(security);
  await app.register(openapi);
  await app.register(bearer, { auth });
  await app.register(identity, { auth, throttle });
  await app.register(registerModules);
  // Scheduled work (deadline reminders) starts once the app is ready and stops before it closes.
  await app.register(jobs);
  await app.register(uploads);
  await app.register(web);

  app.addHook('onClose', async () => {
    await mailer.close();
    if (!database) await handle.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
