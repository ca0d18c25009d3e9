import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PREFIX } from '../adapters/storage/storage.ts';

/** Serves files kept by the local storage adapter. Names are random, so they may be cached for good. */
async function uploadsPlugin(app: FastifyInstance) {
  mkdirSync(app.config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}

export default fp(uploadsPlugin, { name: 'uploads' });
