import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnalyseBriefRequestSchema,
  analyseBriefResultOf,
  BRIEF_FILE_MAX_BYTES,
  envelope,
} from '@penwright/shared';
import { BriefAnalysisSchema } from '@penwright/writing';
import { ok } from '../../lib/envelope.ts';
import { uploadError } from '../../lib/errors.ts';
import { analyseProjectBrief, type BriefInput } from './analyse.service.ts';
import { briefFileMissing, briefFileTooLarge } from './analyse.upload.ts';
import { ProjectParamsSchema } from './projects.params.ts';

export default async function analyseRoutes(fastify: FastifyInstance) {
  // One byte over the limit is read, so an over-limit file is recognised by its length whether or not the
  // parser's own "too large" signal arrives (it could be missed, and the file kept cut at the limit).
  await fastify.register(multipart, {
    limits: { fileSize: BRIEF_FILE_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function uploadedBrief(request: FastifyRequest): Promise<BriefInput> {
    const part = await request.file().catch((err: unknown) => {
      throw uploadError(err);
    });
    if (!part || part.fieldname !== 'file') throw briefFileMissing();
    const bytes = await part.toBuffer().catch((err: unknown) => {
      throw err instanceof fastify.multipartErrors.RequestFileTooLargeError
        ? briefFileTooLarge()
        : uploadError(err);
    });
    if (bytes.length > BRIEF_FILE_MAX_BYTES || part.file.truncated) throw briefFileTooLarge();
    return { kind: 'file', filename: part.filename, bytes };
  }

  app.post(
    '/v1/projects/:id/analyse',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        security: [{ bearer: [] }],
        summary:
          'Analyse a brief for this project: JSON {brief} (at most 20,000 characters) or multipart field "file" ' +
          '(.txt, .docx or .pdf, at most 5 MB). Answers the analysis with a proposed checklist and outline; ' +
          'nothing is saved (PATCH the project with what the writer keeps).',
        params: ProjectParamsSchema,
        // Absent for multipart requests, whose file is read in the handler.
        body: AnalyseBriefRequestSchema.nullish(),
        response: { 200: envelope(analyseBriefResultOf(BriefAnalysisSchema)) },
      },
    },
    async (request) => {
      let input: BriefInput;
      if (request.isMultipart()) input = await uploadedBrief(request);
      else if (request.body) input = { kind: 'text', text: request.body.brief };
      else throw briefFileMissing();
      const result = await analyseProjectBrief(app.db, request.user!.id, request.params.id, input);
      return ok(result, 'Brief analysed');
    },
  );
}
