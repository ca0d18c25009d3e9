import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isAppShellPath } from '@penwright/shared';

const API_PREFIXES = ['/api/', '/v1/', '/docs'];

/**
 * Serves the built web app. Prerendered public pages live at `<route>/index.html`; the client-rendered routes
 * (sign-in, dashboard) get the SPA shell (`app.html`) so they survive a reload; any other page address gets the
 * prerendered 404 page with a real 404 status, and unknown API paths and files a JSON 404.
 */
async function webPlugin(app: FastifyInstance) {
  const root = app.config.webDist;
  const notFound = (reply: FastifyReply, method: string, path: string) =>
    reply.code(404).send({ status: 'error', code: 'not-found', message: `No route for ${method} ${path}` });
  if (!existsSync(join(root, 'index.html'))) {
    if (app.config.env !== 'test') app.log.warn({ root }, 'web app not built; serving the API only');
    app.setNotFoundHandler((request, reply) =>
      notFound(reply, request.method, request.url.split('?')[0] ?? '/'),
    );
    return;
  }
  const shell = existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html';
  const missingPage = existsSync(join(root, '404.html')) ? '404.html' : shell;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The web build writes .br and .gz copies beside each file; send them to browsers that accept them.
    preCompressed: true,
    index: ['index.html'],
    cacheControl: false,
    // Hashed bundles never change; pages must be revalidated so a deploy shows at once.
    setHeaders: (res, filePath) => {
      res.setHeader(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || API_PREFIXES.some((p) => path.startsWith(p))) {
      return reply
        .code(404)
        .send({ status: 'error', code: 'not-found', message: `No route for ${request.method} ${path}` });
    }
    const page = join(path.toLowerCase(), 'index.html');
    if (!page.includes('..') && existsSync(join(root, page))) return reply.sendFile(page);
    if (/\.[a-z0-9]+$/i.test(path))
      return reply.code(404).send({ status: 'error', code: 'not-found', message: 'File not found' });
    if (isAppShellPath(path)) return reply.sendFile(shell);
    return reply.code(404).sendFile(missingPage);
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['errors'] });
