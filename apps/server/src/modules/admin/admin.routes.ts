import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  ChangeUserRolesRequestSchema,
  envelope,
  RoleSchema,
  SetUserDisabledRequestSchema,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { changeRoles } from '../roles/roles.service.ts';
import { listUsers, setUserDisabled } from './admin.service.ts';
import adminPlansRoutes from './plans.routes.ts';
import adminReportsRoutes from './reports.routes.ts';

const UserParamsSchema = z.object({ uid: z.string().trim().min(1, 'uid is required').max(64) });

/** The admin dashboard's API: users, roles, plans, usage and the audit log; admins and super admins only. */
export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admins = app.requireRoles('admin', 'super_admin');
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/v1/admin/users',
    {
      preHandler: admins,
      schema: {
        ...doc,
        summary: 'Users, newest first, searchable by name or email, with their roles and plan',
        querystring: AdminUsersQuerySchema,
        response: { 200: envelope(AdminUsersPageSchema) },
      },
    },
    async (request) => ok(await listUsers(app.db, request.query), 'Users'),
  );

  app.patch(
    '/v1/admin/users/:uid',
    {
      preHandler: admins,
      schema: {
        ...doc,
        summary: 'Disable or enable an account',
        description:
          'Disabling ends its sessions and ID tokens; signing in then answers `auth/user-disabled`. Nobody may ' +
          'disable themselves; only a super admin may disable a super admin.',
        params: UserParamsSchema,
        body: SetUserDisabledRequestSchema,
        response: { 200: envelope(z.object({ uid: z.string(), disabled_at: z.string().nullable() })) },
      },
    },
    async (request) => {
      const { uid } = request.params;
      const disabledAt = await setUserDisabled(app.db, request.user!, uid, request.body.disabled);
      app.tokenGate.forget(uid);
      return ok(
        { uid, disabled_at: disabledAt?.toISOString() ?? null },
        disabledAt ? 'Account disabled' : 'Account enabled',
      );
    },
  );

  app.patch(
    '/v1/admin/users/:uid/roles',
    {
      preHandler: admins,
      schema: {
        ...doc,
        summary: 'Grant and revoke roles',
        description:
          '`admin` and `super_admin` change hands only by a super admin. The user sees a new role at their ' +
          'next token refresh; a role taken away ends the tokens that carried it.',
        params: UserParamsSchema,
        body: ChangeUserRolesRequestSchema,
        response: { 200: envelope(z.object({ uid: z.string(), roles: z.array(RoleSchema) })) },
      },
    },
    async (request) => {
      const { uid } = request.params;
      const roles = await changeRoles(app.db, request.user!, uid, request.body);
      app.tokenGate.forget(uid);
      return ok({ uid, roles }, 'Roles changed');
    },
  );

  await app.register(adminPlansRoutes);
  await app.register(adminReportsRoutes);
}
