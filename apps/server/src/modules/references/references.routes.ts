import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  ListReferencesQuerySchema,
  ReferenceInputSchema,
  ReferenceListSchema,
  ReferenceSchema,
  REFERENCES_MAX_BYTES,
  ReferenceTagCountSchema,
  UpdateReferenceRequestSchema,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { IdSchema } from '../projects/projects.params.ts';
import referencesIoRoutes from './references-io.routes.ts';
import { bodyTooLarge } from './references.errors.ts';
import {
  createReference,
  deleteReference,
  getReference,
  listReferences,
  listTags,
  updateReference,
} from './references.service.ts';

/** A body past the limit is refused from its Content-Length, before it is read, in the library's own words. */
export async function refuseOversizedBody(request: FastifyRequest) {
  if (Number(request.headers['content-length'] ?? 0) > REFERENCES_MAX_BYTES) throw bodyTooLarge();
}

/** The reference library: `/v1/references`, every call the caller's own references only. */
export default async function referencesRoutes(fastify: FastifyInstance) {
  fastify.addHook('onRequest', refuseOversizedBody);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: app.authenticate, bodyLimit: REFERENCES_MAX_BYTES };
  const doc = { tags: ['references'], security: [{ bearer: [] }] };
  const params = z.object({ id: IdSchema });

  app.get(
    '/v1/references',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'The caller’s references: searched (q), filtered by tag or CSL type, sorted, 25 a page',
        querystring: ListReferencesQuerySchema,
        response: { 200: envelope(ReferenceListSchema) },
      },
    },
    async (request) => ok(await listReferences(app.db, request.user!.id, request.query), 'References'),
  );

  app.post(
    '/v1/references',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Add a reference: a CSL-JSON item (a title is required) and tags',
        body: ReferenceInputSchema,
        response: { 201: envelope(ReferenceSchema) },
      },
    },
    async (request, reply) => {
      const reference = await createReference(app.db, request.user!.id, request.body);
      return reply.code(201).send(ok(reference, 'Reference added'));
    },
  );

  app.get(
    '/v1/references/tags',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Every tag in the library and how many references carry it',
        response: { 200: envelope(z.array(ReferenceTagCountSchema)) },
      },
    },
    async (request) => ok(await listTags(app.db, request.user!.id), 'Tags'),
  );

  app.get(
    '/v1/references/:id',
    {
      ...secured,
      schema: { ...doc, summary: 'One reference', params, response: { 200: envelope(ReferenceSchema) } },
    },
    async (request) => ok(await getReference(app.db, request.user!.id, request.params.id), 'Reference'),
  );

  app.patch(
    '/v1/references/:id',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Change a reference: its CSL-JSON item (replaced whole), its tags, or both',
        params,
        body: UpdateReferenceRequestSchema,
        response: { 200: envelope(ReferenceSchema) },
      },
    },
    async (request) =>
      ok(
        await updateReference(app.db, request.user!.id, request.params.id, request.body),
        'Reference updated',
      ),
  );

  app.delete(
    '/v1/references/:id',
    {
      ...secured,
      schema: { ...doc, summary: 'Delete a reference', params, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deleteReference(app.db, request.user!.id, request.params.id);
      return ok(null, 'Reference deleted');
    },
  );

  await app.register(referencesIoRoutes);
}
