import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateProjectRequestSchema,
  envelope,
  ListProjectsQuerySchema,
  ProjectListSchema,
  ProjectSchema,
  TransitionRequestSchema,
  UpdateProjectRequestSchema,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { ProjectParamsSchema } from './projects.params.ts';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  transitionProject,
  updateProject,
} from './projects.service.ts';

export default async function projectsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: app.authenticate };
  const doc = { tags: ['projects'], security: [{ bearer: [] }] };
  const params = ProjectParamsSchema;

  app.get(
    '/v1/projects',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'The caller’s projects: filtered by status, searched by title, sorted, 20 a page',
        querystring: ListProjectsQuerySchema,
        response: { 200: envelope(ProjectListSchema) },
      },
    },
    async (request) => ok(await listProjects(app.db, request.user!.id, request.query), 'Projects'),
  );

  app.post(
    '/v1/projects',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Create a project with an empty draft (counts against the plan’s active projects)',
        body: CreateProjectRequestSchema,
        response: { 201: envelope(ProjectSchema) },
      },
    },
    async (request, reply) => {
      const project = await createProject(app.db, request.user!.id, request.body);
      return reply.code(201).send(ok(project, 'Project created'));
    },
  );

  app.get(
    '/v1/projects/:id',
    {
      ...secured,
      schema: { ...doc, summary: 'One project', params, response: { 200: envelope(ProjectSchema) } },
    },
    async (request) => ok(await getProject(app.db, request.user!.id, request.params.id), 'Project'),
  );

  app.patch(
    '/v1/projects/:id',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Change a project’s details, requirements or outline',
        params,
        body: UpdateProjectRequestSchema,
        response: { 200: envelope(ProjectSchema) },
      },
    },
    async (request) =>
      ok(await updateProject(app.db, request.user!.id, request.params.id, request.body), 'Project updated'),
  );

  app.delete(
    '/v1/projects/:id',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Delete a project, its drafts and revisions',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteProject(app.db, request.user!.id, request.params.id);
      return ok(null, 'Project deleted');
    },
  );

  app.post(
    '/v1/projects/:id/transition',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Move a project: pending→draft, draft→review, review→draft|completed, completed→draft',
        params,
        body: TransitionRequestSchema,
        response: { 200: envelope(ProjectSchema) },
      },
    },
    async (request) => {
      const project = await transitionProject(app.db, request.user!.id, request.params.id, request.body.to);
      return ok(project, `Project moved to ${project.status}`);
    },
  );
}
