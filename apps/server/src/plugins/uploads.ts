import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PREFIX } from '../adapters/storage/storage.ts';
import { HttpError } from '../lib/errors.ts';

/** Only what the app itself stores (re-encoded photos) is served; any other file in the folder is a 404. */
const SERVED = /\.(jpe?g|png)$/i;

/**
 * Serves files kept by the local storage adapter. Names are random, so they may be cached for good. Uploaded
 * bytes are never trusted to stay inert: the type comes from the name and is never sniffed, and the CSP lets
 * nothing on the page run or load, so even an HTML or SVG file placed here by other means could not execute.
 */
async function uploadsPlugin(app: FastifyInstance) {
  if (app.storage.kind === 's3') {
    serveFromBucket(app);
    return;
  }
  mkdirSync(app.config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => SERVED.test(path),
    setHeaders: (res) => {
      for (const [name, value] of Object.entries(STORED_FILE_HEADERS)) res.setHeader(name, value);
    },
  });
}

const STORED_FILE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
};

/** The same files and headers from an S3 bucket, read through the app so the bucket can stay private. */
function serveFromBucket(app: FastifyInstance) {
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const extension = SERVED.exec(key)?.[1]?.toLowerCase();
    const body = extension && !key.split('/').includes('..') ? await app.storage.read(key) : null;
    if (!body) throw new HttpError(404, 'uploads/not-found', 'No such file.');
    return reply
      .headers(STORED_FILE_HEADERS)
      .type(extension === 'png' ? 'image/png' : 'image/jpeg')
      .send(body);
  });
}

export default fp(uploadsPlugin, { name: 'uploads' });
