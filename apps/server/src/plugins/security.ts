import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { servedOverHttps } from '../config/config.ts';

async function securityPlugin(app: FastifyInstance) {
  const { config } = app;
  const https = servedOverHttps(config);
  // Built once: the Fastify wrapper for helmet builds it again for every request, about a tenth of a cheap
  // request's time (parsing the policy's directives each time).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only for an HTTPS public address: a local install on http://localhost must not be pinned to HTTPS.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
  if (!https) warnOnceIfReachedOverHttps(app);
  // Same-origin by default; other origins only when listed in CORS_ORIGINS.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...sharedStore(app),
    allowList: (request) => {
      const path = routedPath(request);
      return !path.startsWith('/api/') && !path.startsWith('/v1/');
    },
  });
}

/**
 * With REDIS_URL every process counts in Redis, so n processes on m machines allow what one would; otherwise each
 * process counts in its own memory. A Redis outage lets requests through (and is logged) rather than refusing
 * every request of the site.
 */
function sharedStore(app: FastifyInstance) {
  const url = app.config.redisUrl;
  if (!url) return {};
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'penwright-rate-', skipOnError: true };
}

/**
 * A proxy that terminates TLS in front of an http:// APP_URL means cookies without `Secure` and no HSTS; say so
 * once. The request's protocol reads `X-Forwarded-Proto` only from a proxy that TRUST_PROXY trusts.
 */
function warnOnceIfReachedOverHttps(app: FastifyInstance) {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.protocol !== 'https') return;
    warned = true;
    request.log.warn(
      { appUrl: app.config.appUrl },
      'requests arrive over HTTPS but APP_URL is http://: set APP_URL to the https:// address so cookies are Secure and HSTS is sent',
    );
  });
}

/**
 * The path as the router understood it: the matched route's pattern, else the decoded path. The raw URL would
 * let `/%761/projects`, which the router decodes to `/v1/projects`, slip past the limiter.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route) return route;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export default fp(securityPlugin, { name: 'security' });
