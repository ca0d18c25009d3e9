import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExportQuerySchema } from '@penwright/shared';
import { exportProject } from './export.service.ts';
import { ProjectParamsSchema } from './projects.params.ts';

export default async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/projects/:id/export',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        security: [{ bearer: [] }],
        summary:
          'Download the current draft with a title line as Word (docx), PDF (pdf) or Markdown (md); ' +
          'the answer is the file itself, as an attachment named after the title',
        params: ProjectParamsSchema,
        querystring: ExportQuerySchema,
        response: { 200: z.unknown().describe('The file: binary for docx and pdf, UTF-8 text for md') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = await exportProject(app.db, request.user!.id, id, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
