import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DuplicateGroupsSchema,
  envelope,
  ExportReferencesQuerySchema,
  FormatReferencesRequestSchema,
  FormattedReferencesSchema,
  ImportReferencesRequestSchema,
  ImportReferencesResultSchema,
  REFERENCE_IMPORT_MAX_ENTRIES,
  ReferenceFormatSchema,
  REFERENCES_MAX_BYTES,
  type ReferenceFormat,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { uploadError } from '../../lib/errors.ts';
import {
  exportReferences,
  findDuplicates,
  formatReferences,
  importReferences,
  type ImportRequest,
} from './references-io.service.ts';
import { bodyTooLarge, importMissing, notText } from './references.errors.ts';

const EXTENSIONS: Record<string, ReferenceFormat> = {
  bib: 'bibtex',
  bibtex: 'bibtex',
  ris: 'ris',
  json: 'csl-json',
  csljson: 'csl-json',
};

export default async function referencesIoRoutes(fastify: FastifyInstance) {
  // One byte over the limit is read, so a file past it is known by its length.
  await fastify.register(multipart, {
    limits: { fileSize: REFERENCES_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: app.authenticate, bodyLimit: REFERENCES_MAX_BYTES };
  const doc = { tags: ['references'], security: [{ bearer: [] }] };

  /** An uploaded file: its text (UTF-8, a byte-order mark dropped) and the format its name gives. */
  async function uploaded(
    request: FastifyRequest,
    format: ReferenceFormat | undefined,
  ): Promise<ImportRequest> {
    const part = await request.file().catch((err: unknown) => {
      throw uploadError(err);
    });
    if (!part || part.fieldname !== 'file') throw importMissing();
    const bytes = await part.toBuffer().catch((err: unknown) => {
      throw err instanceof fastify.multipartErrors.RequestFileTooLargeError
        ? bodyTooLarge()
        : uploadError(err);
    });
    if (bytes.length > REFERENCES_MAX_BYTES || part.file.truncated) throw bodyTooLarge();
    if (bytes.includes(0)) throw notText();
    const extension = /\.([a-z]+)$/i.exec(part.filename)?.[1]?.toLowerCase() ?? '';
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    if (text.includes('\uFFFD')) throw notText();
    return { text, format: format ?? EXTENSIONS[extension] };
  }

  app.post(
    '/v1/references/import',
    {
      ...secured,
      schema: {
        ...doc,
        summary:
          'Import BibTeX, RIS or CSL-JSON: JSON {format?, text, tags?} or a multipart field "file" (.bib, .ris, ' +
          `.json; \`?format=\` to say which). At most 1 MB and ${REFERENCE_IMPORT_MAX_ENTRIES.toLocaleString('en-US')} ` +
          'entries (413 past either); a syntax error is a 400 naming its line (`line`); nothing is saved then.',
        querystring: z.object({ format: ReferenceFormatSchema.optional() }),
        body: ImportReferencesRequestSchema.nullish(),
        response: { 201: envelope(ImportReferencesResultSchema) },
      },
    },
    async (request, reply) => {
      let input: ImportRequest;
      if (request.isMultipart()) input = await uploaded(request, request.query.format);
      else if (request.body) input = { ...request.body, format: request.body.format ?? request.query.format };
      else throw importMissing();
      const result = await importReferences(app.db, request.user!.id, input);
      const noun = result.imported === 1 ? 'reference' : 'references';
      return reply.code(201).send(ok(result, `${result.imported} ${noun} imported`));
    },
  );

  app.get(
    '/v1/references/export',
    {
      ...secured,
      schema: {
        ...doc,
        summary:
          'Download the library (or `ids`, or one `tag`) as BibTeX, RIS or CSL-JSON; the answer is the file itself',
        querystring: ExportReferencesQuerySchema,
        response: { 200: z.string().describe('The file, UTF-8 text') },
      },
    },
    async (request, reply) => {
      const file = await exportReferences(app.db, request.user!.id, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.get(
    '/v1/references/duplicates',
    {
      ...secured,
      schema: {
        ...doc,
        summary:
          'Likely duplicates: groups of references with the same DOI, or the same title, year and first author',
        response: { 200: envelope(DuplicateGroupsSchema) },
      },
    },
    async (request) => ok(await findDuplicates(app.db, request.user!.id), 'Duplicates'),
  );

  app.post(
    '/v1/references/format',
    {
      ...secured,
      schema: {
        ...doc,
        summary:
          'Render in-text citations and the reference list in APA, MLA, Chicago, Harvard, IEEE or Vancouver ' +
          '(official CSL styles through citeproc-js); numeric styles number by first citation',
        body: FormatReferencesRequestSchema,
        response: { 200: envelope(FormattedReferencesSchema) },
      },
    },
    async (request) => ok(await formatReferences(app.db, request.user!.id, request.body), 'Formatted'),
  );
}
