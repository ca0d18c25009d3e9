import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConsentChoiceSchema,
  ConsentPreferencesSchema,
  ConsentRecordsSchema,
  CurrentUserSchema,
  envelope,
  paginationQuery,
  SUBSCRIPTION_HISTORY_PAGE_SIZE,
  SubscriptionHistorySchema,
  UpdateUserRequestSchema,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { subscriptionHistory } from '../payments/payments.service.ts';
import {
  deleteAccount,
  getConsents,
  getCurrentUser,
  saveConsents,
  updateUserDocument,
} from './users.service.ts';

const HistoryQuerySchema = paginationQuery(SUBSCRIPTION_HISTORY_PAGE_SIZE);

const SaveConsentsSchema = z
  .object({ choice: ConsentChoiceSchema.optional(), preferences: ConsentPreferencesSchema.optional() })
  .strict()
  .refine((b) => b.choice || b.preferences, 'Send the choice, the preferences or both.');

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: app.authenticate };
  const tags = ['users'];
  const security = [{ bearer: [] }];

  app.get(
    '/v1/users/me',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'The signed-in user document with its subscription',
        response: { 200: envelope(CurrentUserSchema) },
      },
    },
    async (request) => ok(await getCurrentUser(app.db, request.user!.id), 'Current user'),
  );

  app.patch(
    '/v1/users/me',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Update name, phone number or accepted conditions',
        body: UpdateUserRequestSchema,
        response: { 200: envelope(CurrentUserSchema) },
      },
    },
    async (request) =>
      ok(await updateUserDocument(app.db, request.user!.id, request.body), 'Profile updated'),
  );

  app.delete(
    '/v1/users/me',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Delete the account and all its data',
        body: z.object({ password: z.string().min(1).max(128) }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteAccount(app.db, app.storage, request.user!.id, request.body.password);
      app.tokenGate.forget(request.user!.id);
      return ok(null, 'Account deleted');
    },
  );

  app.get(
    '/v1/users/subscription-history',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Subscription history, newest first',
        querystring: HistoryQuerySchema,
        response: { 200: envelope(SubscriptionHistorySchema) },
      },
    },
    async (request) =>
      ok(
        await subscriptionHistory(app.db, request.user!.id, request.query.skip, request.query.take),
        'Subscription history',
      ),
  );

  app.get(
    '/v1/users/me/consents',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'The cookie-consent choice and preferences documents',
        response: { 200: envelope(ConsentRecordsSchema) },
      },
    },
    async (request) => ok(await getConsents(app.db, request.user!.id), 'Cookie consent'),
  );

  app.put(
    '/v1/users/me/consents',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Store the cookie-consent documents',
        body: SaveConsentsSchema,
        response: { 200: envelope(ConsentRecordsSchema) },
      },
    },
    async (request) => ok(await saveConsents(app.db, request.user!.id, request.body), 'Cookie consent saved'),
  );
}
