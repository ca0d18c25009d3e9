import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnalyzeCitationsRequestSchema,
  CITATION_CHECK_MAX_BYTES,
  CITATION_FORMAT_NAMES,
  CheckCitationBodySchema,
  CheckCitationQuerySchema,
  CitationCheckSchema,
  envelope,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { PostParamsSchema, ProjectParamsSchema } from '../projects/projects.params.ts';
import { analyzePost, checkText, textTooLarge } from './citations.service.ts';
import { recordUsage } from '../admin/usage.ts';

/** A body past the limit is refused before it is read, in the API's own words. */
async function refuseOversizedBody(request: FastifyRequest) {
  if (Number(request.headers['content-length'] ?? 0) > CITATION_CHECK_MAX_BYTES) throw textTooLarge();
}

const styles = CITATION_FORMAT_NAMES.join(', ');
const shape =
  'Answers `{style, citations, references, findings, summary}`; offsets are UTF-16 offsets into the checked ' +
  'text. Text without a reference list answers a finding that says so.';

export default async function citationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = { tags: ['citations'], security: [{ bearer: [] }] };

  // Pasted papers arrive as text/plain (Fastify's own parser, held here to the checker's limit) or as JSON.
  app.post(
    '/v1/projects/:id/posts/check-citation',
    {
      // Pasted text may hold NUL or half a surrogate pair; it is checked, never stored.
      config: { checksTextOnly: true },
      preHandler: app.authenticate,
      onRequest: refuseOversizedBody,
      bodyLimit: CITATION_CHECK_MAX_BYTES,
      schema: {
        ...doc,
        summary: `Check the citations of pasted text (text/plain) in ${styles}`,
        description: `${shape} More than 1 MB answers 413.`,
        params: ProjectParamsSchema,
        querystring: CheckCitationQuerySchema,
        body: CheckCitationBodySchema,
        response: { 200: envelope(CitationCheckSchema) },
      },
    },
    async (request) => {
      const { citationFormat } = request.query;
      const text = typeof request.body === 'string' ? request.body : request.body.content;
      const result = await checkText(app.db, request.user!.id, request.params.id, text, citationFormat);
      await recordUsage(app.db, 'checks', request.log);
      return ok(result, 'Citation check');
    },
  );

  app.post(
    '/v1/projects/:id/posts/:postId/citations/analyze',
    {
      preHandler: app.authenticate,
      schema: {
        ...doc,
        summary: 'Check the citations of the saved draft',
        description: `${shape} \`citationFormat\` (${styles}) defaults to the post's own citation format.`,
        params: PostParamsSchema,
        body: AnalyzeCitationsRequestSchema.nullish(),
        response: { 200: envelope(CitationCheckSchema) },
      },
    },
    async (request) => {
      const { id: projectId, postId } = request.params;
      const style = request.body?.citationFormat;
      const result = await analyzePost(app.db, request.user!.id, { projectId, postId }, style);
      await recordUsage(app.db, 'checks', request.log);
      return ok(result, 'Citation check');
    },
  );
}
