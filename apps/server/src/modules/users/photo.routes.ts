import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CurrentUserSchema, envelope } from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { badRequest, HttpError, uploadError } from '../../lib/errors.ts';
import { PHOTO_MAX_BYTES, processProfilePhoto } from './photo.ts';
import { replaceProfilePhoto } from './photo.service.ts';
import { getCurrentUser } from './users.service.ts';

const tooLarge = () => new HttpError(413, 'users/photo-too-large', 'Photos may be at most 5 MB.');

export default async function photoRoutes(fastify: FastifyInstance) {
  // One byte over the limit is read, so an over-limit photo is recognised by its length whether or not the
  // parser's own "too large" signal arrives.
  await fastify.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['users'],
    security: [{ bearer: [] }],
    response: { 200: envelope(CurrentUserSchema) },
  };

  app.post(
    '/v1/users/me/photo',
    {
      preHandler: app.authenticate,
      schema: { ...schema, summary: 'Upload a profile photo (multipart field "file")' },
    },
    async (request) => {
      if (!request.isMultipart())
        throw badRequest(
          'Send the photo as multipart/form-data in a field named "file".',
          'users/photo-missing',
        );
      const part = await request.file().catch((err: unknown) => {
        throw uploadError(err);
      });
      if (!part)
        throw badRequest(
          'Send the photo as multipart/form-data in a field named "file".',
          'users/photo-missing',
        );
      const input = await part.toBuffer().catch((err: unknown) => {
        throw err instanceof fastify.multipartErrors.RequestFileTooLargeError ? tooLarge() : uploadError(err);
      });
      if (input.length > PHOTO_MAX_BYTES || part.file.truncated) throw tooLarge();
      const photo = await processProfilePhoto(part.filename, input);
      const userId = request.user!.id;
      await replaceProfilePhoto(app.db, app.storage, userId, photo);
      return ok(await getCurrentUser(app.db, userId), 'Photo updated');
    },
  );

  app.delete(
    '/v1/users/me/photo',
    { preHandler: app.authenticate, schema: { ...schema, summary: 'Remove the profile photo' } },
    async (request) => {
      const userId = request.user!.id;
      await replaceProfilePhoto(app.db, app.storage, userId, null);
      return ok(await getCurrentUser(app.db, userId), 'Photo removed');
    },
  );
}
