import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../adapters/mail/outbox.ts';
import type { Payments } from '../adapters/payments/index.ts';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    storage: FileStorage;
    payments: Payments;
  }
}

interface CoreOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  payments: Payments;
}

/** Makes the configuration, the database, the mailer, file storage and payments available to every module. */
async function corePlugin(app: FastifyInstance, { config, db, mailer, storage, payments }: CoreOptions) {
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('storage', storage);
  app.decorate('payments', payments);
}

export default fp(corePlugin, { name: 'db' });
