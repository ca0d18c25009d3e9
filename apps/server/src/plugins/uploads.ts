import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PREFIX } from '../adapters/storage/storage.ts';

/** Only what the app itself stores (re-encoded photos) is served; any other file in the folder is a 404. */
const SERVED = /\.(jpe?g|png)$/i;

/**
 * Serves files kept by the local storage adapter. Names are random, so they may be cached for good. Uploaded
 * bytes are never trusted to stay inert: the type comes from the name and is never sniffed, and the CSP lets
 * nothing on the page run or load, so even an HTML or SVG file placed here by other means could not execute.
 */
async function uploadsPlugin(app: FastifyInstance) {
  mkdirSync(app.config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => SERVED.test(path),
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
      res.setHeader('content-disposition', 'inline');
    },
  });
}

export default fp(uploadsPlugin, { name: 'uploads' });
