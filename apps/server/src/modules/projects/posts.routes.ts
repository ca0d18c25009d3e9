import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  envelope,
  ListRevisionsQuerySchema,
  PostSchema,
  PostVersionConflictSchema,
  RestoreRevisionRequestSchema,
  RevisionListSchema,
  RevisionSchema,
  SavePostRequestSchema,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { contentTooLarge, getPost, listPosts, savePost } from './posts.service.ts';
import { getRevision, listRevisions, restoreRevision } from './revisions.service.ts';
import { PostParamsSchema, ProjectParamsSchema, RevisionParamsSchema } from './projects.params.ts';

const BODY_LIMIT = 4 * 1024 * 1024;

/** A body past the server's limit never reaches the parser; say why in the API's own words. */
async function refuseOversizedBody(request: FastifyRequest) {
  if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) throw contentTooLarge();
}

export default async function postsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: app.authenticate };
  const doc = { tags: ['posts'], security: [{ bearer: [] }] };
  const base = '/v1/projects/:id/posts';

  app.get(
    base,
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'The project’s draft documents',
        params: ProjectParamsSchema,
        response: { 200: envelope(z.array(PostSchema)) },
      },
    },
    async (request) => ok(await listPosts(app.db, request.user!.id, request.params.id), 'Documents'),
  );

  app.get(
    `${base}/:postId`,
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'One draft document',
        params: PostParamsSchema,
        response: { 200: envelope(PostSchema) },
      },
    },
    async (request) => {
      const { id, postId } = request.params;
      return ok(await getPost(app.db, request.user!.id, id, postId), 'Document');
    },
  );

  app.put(
    `${base}/:postId`,
    {
      ...secured,
      onRequest: refuseOversizedBody,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...doc,
        summary:
          'Save the draft (HTML is sanitized). `version` is the one the edit started from; a stale one answers ' +
          '409 {code: "posts/version-conflict", server: Post}. More than 2 MB of HTML answers 413.',
        params: PostParamsSchema,
        body: SavePostRequestSchema,
        response: { 200: envelope(PostSchema), 409: PostVersionConflictSchema, 413: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id, postId } = request.params;
      return ok(await savePost(app.db, request.user!.id, id, postId, request.body), 'Document saved');
    },
  );

  app.get(
    `${base}/:postId/revisions`,
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Saved versions, newest first, without their content; 20 a page',
        params: PostParamsSchema,
        querystring: ListRevisionsQuerySchema,
        response: { 200: envelope(RevisionListSchema) },
      },
    },
    async (request) => {
      const { id, postId } = request.params;
      const page = await listRevisions(app.db, request.user!.id, id, postId, request.query.page);
      return ok(page, 'Revisions');
    },
  );

  app.get(
    `${base}/:postId/revisions/:revisionId`,
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'One saved version with its content',
        params: RevisionParamsSchema,
        response: { 200: envelope(RevisionSchema) },
      },
    },
    async (request) => {
      const { id: projectId, postId, revisionId } = request.params;
      return ok(await getRevision(app.db, request.user!.id, { projectId, postId, revisionId }), 'Revision');
    },
  );

  app.post(
    `${base}/:postId/revisions/:revisionId/restore`,
    {
      ...secured,
      schema: {
        ...doc,
        summary:
          'Make a saved version current again, as a new version (optionally only if still at `version`)',
        params: RevisionParamsSchema,
        body: RestoreRevisionRequestSchema.nullish(),
        response: { 200: envelope(PostSchema) },
      },
    },
    async (request) => {
      const { id: projectId, postId, revisionId } = request.params;
      const ref = { projectId, postId, revisionId };
      const post = await restoreRevision(app.db, request.user!.id, ref, request.body?.version ?? null);
      return ok(post, `Version restored as version ${post.version}`);
    },
  );
}
