import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContactRequestSchema, envelope } from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { sendContactMessage } from './contact.service.ts';

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/contact',
    {
      // A public form: a tighter limit than the API's default keeps it from being used to flood the inbox.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team running this server',
        body: ContactRequestSchema,
        response: { 201: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request, reply) => {
      const id = await sendContactMessage(app.db, app.mailer, app.config.adminEmails, request.body);
      return reply.code(201).send(ok({ id }, 'Thank you. We will reply by email.'));
    },
  );
}
