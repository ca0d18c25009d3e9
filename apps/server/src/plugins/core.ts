import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../adapters/mail/outbox.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
  }
}

interface CoreOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
}

/** Makes the configuration, the database and the mailer available to every module. */
async function corePlugin(app: FastifyInstance, { config, db, mailer }: CoreOptions) {
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
}

export default fp(corePlugin, { name: 'db' });
