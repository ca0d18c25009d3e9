import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GrammarCheckRequestSchema, GrammarCheckResponseSchema } from '@penwright/shared';
import { createGrammarProvider } from '../../adapters/grammar/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { assertCheckableLength, checkGrammar } from './grammar.service.ts';
import { recordUsage } from '../admin/usage.ts';

/**
 * Each account may run `grammar.checksPerMinute` checks a minute (the web app checks as the writer types).
 * It runs after authentication, so the key is the account rather than the address; the per-IP limit of
 * the security plugin still applies before it.
 */
function perUserLimit(app: FastifyInstance) {
  const max = app.config.grammar.checksPerMinute;
  const limit = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `grammar:${request.user?.id ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpError(
      429,
      'grammar/too-many-checks',
      `You have run ${max} grammar checks in the last minute, the most one account may. ` +
        `Checking resumes in ${result.ttlInSeconds} seconds.`,
    );
  };
}

export default async function grammarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = createGrammarProvider(app.config.grammar, app.log);

  app.post(
    '/api/v1/sapling/api/v1/edits',
    {
      // Pasted text may hold NUL or half a surrogate pair; it is checked, never stored.
      config: { checksTextOnly: true },
      preHandler: [app.authenticate, perUserLimit(app)],
      schema: {
        tags: ['grammar'],
        security: [{ bearer: [] }],
        summary: "Check grammar and spelling (Sapling's edits API; answers without the envelope)",
        description:
          'Offsets are UTF-16 offsets into `text`. Text longer than 50,000 characters answers 413; ' +
          'more checks a minute than the account may run answer 429.',
        body: GrammarCheckRequestSchema,
        response: { 200: GrammarCheckResponseSchema },
      },
    },
    async (request) => {
      assertCheckableLength(request.body.text);
      // The count is written while the worker threads check, not after: the writer waits for one, not both.
      const [result] = await Promise.all([
        checkGrammar(app.db, provider, request.user!.id, request.body, request.log),
        recordUsage(app.db, 'checks', request.log),
      ]);
      return result;
    },
  );
}
