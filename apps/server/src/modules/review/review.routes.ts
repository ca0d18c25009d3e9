import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DismissFindingRequestSchema,
  envelope,
  ReviewDismissalSchema,
  ReviewFindingIdSchema,
  ReviewReportSchema,
} from '@penwright/shared';
import { createGrammarProvider } from '../../adapters/grammar/index.ts';
import { ok } from '../../lib/envelope.ts';
import { ProjectParamsSchema } from '../projects/projects.params.ts';
import { dismissFinding, listDismissals, restoreFinding } from './dismissals.service.ts';
import { reviewProject } from './review.service.ts';
import { recordUsage } from '../admin/usage.ts';

const DismissalParamsSchema = ProjectParamsSchema.extend({ findingId: ReviewFindingIdSchema });

export default async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = createGrammarProvider(app.config.grammar, app.log);
  const secured = { preHandler: app.authenticate };
  const doc = { tags: ['review'], security: [{ bearer: [] }] };
  const base = '/v1/projects/:id/review';

  app.get(
    base,
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'The review report of the saved draft: readiness, blockers and six sections of findings',
        description:
          'Computed on the worker threads and kept per draft version, so asking again is cheap. Offsets are ' +
          'UTF-16 offsets into the draft’s text, its blocks a blank line apart, as the editor reads it.',
        params: ProjectParamsSchema,
        response: { 200: envelope(ReviewReportSchema) },
      },
    },
    async (request) => {
      const report = await reviewProject(app.db, provider, request.user!.id, request.params.id, request.log);
      await recordUsage(app.db, 'checks', request.log);
      return ok(report, 'Review report');
    },
  );

  app.get(
    `${base}/dismissals`,
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Findings the writer dismissed in this project, with their reasons',
        params: ProjectParamsSchema,
        response: { 200: envelope(z.array(ReviewDismissalSchema)) },
      },
    },
    async (request) =>
      ok(await listDismissals(app.db, request.user!.id, request.params.id), 'Dismissed findings'),
  );

  app.post(
    `${base}/dismissals`,
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Dismiss a finding with a reason; it stays out of the report while its words stay',
        params: ProjectParamsSchema,
        body: DismissFindingRequestSchema,
        response: { 201: envelope(ReviewDismissalSchema) },
      },
    },
    async (request, reply) => {
      const dismissal = await dismissFinding(app.db, request.user!.id, request.params.id, request.body);
      return reply.code(201).send(ok(dismissal, 'Finding dismissed'));
    },
  );

  app.delete(
    `${base}/dismissals/:findingId`,
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Bring a dismissed finding back into the report',
        params: DismissalParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { id, findingId } = request.params;
      await restoreFinding(app.db, request.user!.id, id, findingId);
      return ok(null, 'Finding restored');
    },
  );
}
