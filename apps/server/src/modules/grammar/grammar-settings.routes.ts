import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddDictionaryWordRequestSchema,
  AddGrammarIgnoreRequestSchema,
  DictionarySchema,
  DictionaryWordSchema,
  envelope,
  GrammarIgnoreSchema,
  GrammarPreferencesSchema,
} from '@penwright/shared';
import { ok } from '../../lib/envelope.ts';
import { IdSchema } from '../projects/projects.params.ts';
import { addWord, listWords, removeWord } from './dictionary.service.ts';
import { addIgnore, listIgnores, removeIgnore } from './ignores.service.ts';
import { getPreferences, savePreferences } from './preferences.service.ts';

// PostgreSQL text cannot hold NUL, and no real finding quotes one.
const noNul = (s: string) => !s.includes('\u0000');
const AddIgnoreBodySchema = AddGrammarIgnoreRequestSchema.refine((b) => noNul(b.rule) && noNul(b.text), {
  message: 'rule and text may not contain NUL characters',
  path: ['text'],
});

/** The personal dictionary, per-document ignores and the dialect setting (`/v1/grammar/*`). */
export default async function grammarSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: app.authenticate };
  const doc = { tags: ['grammar'], security: [{ bearer: [] }] };

  app.get(
    '/v1/grammar/dictionary',
    {
      ...secured,
      schema: { ...doc, summary: 'Your dictionary', response: { 200: envelope(DictionarySchema) } },
    },
    async (request) => ok({ words: await listWords(app.db, request.user!.id) }, 'Dictionary'),
  );

  app.post(
    '/v1/grammar/dictionary',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Add a word to your dictionary (201 when added, 200 when it was there already)',
        body: AddDictionaryWordRequestSchema,
        response: { 200: envelope(DictionarySchema), 201: envelope(DictionarySchema) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const added = await addWord(app.db, userId, request.body.word);
      void reply.code(added ? 201 : 200);
      const words = await listWords(app.db, userId);
      return ok(
        { words },
        added ? 'Word added to your dictionary' : 'The word is already in your dictionary',
      );
    },
  );

  app.delete(
    '/v1/grammar/dictionary/:word',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Remove a word from your dictionary',
        params: z.object({ word: DictionaryWordSchema }),
        response: { 200: envelope(DictionarySchema) },
      },
    },
    async (request) => {
      await removeWord(app.db, request.user!.id, request.params.word);
      return ok({ words: await listWords(app.db, request.user!.id) }, 'Word removed from your dictionary');
    },
  );

  app.get(
    '/v1/grammar/ignores',
    {
      ...secured,
      schema: {
        ...doc,
        summary: "A project's ignored findings",
        querystring: z.object({ documentId: IdSchema }),
        response: { 200: envelope(z.array(GrammarIgnoreSchema)) },
      },
    },
    async (request) =>
      ok(await listIgnores(app.db, request.user!.id, request.query.documentId), 'Ignored findings'),
  );

  app.post(
    '/v1/grammar/ignores',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Ignore a finding in one project (201 when new, 200 when it was ignored already)',
        body: AddIgnoreBodySchema,
        response: { 200: envelope(GrammarIgnoreSchema), 201: envelope(GrammarIgnoreSchema) },
      },
    },
    async (request, reply) => {
      const { ignore, created } = await addIgnore(app.db, request.user!.id, request.body);
      const message = created ? 'Finding ignored in this document' : 'This finding was already ignored';
      return reply.code(created ? 201 : 200).send(ok(ignore, message));
    },
  );

  app.delete(
    '/v1/grammar/ignores/:id',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Stop ignoring a finding',
        params: z.object({ id: IdSchema }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await removeIgnore(app.db, request.user!.id, request.params.id);
      return ok(null, 'The finding will be reported again');
    },
  );

  app.get(
    '/v1/grammar/preferences',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Your grammar settings',
        response: { 200: envelope(GrammarPreferencesSchema) },
      },
    },
    async (request) => ok(await getPreferences(app.db, request.user!.id), 'Grammar settings'),
  );

  app.put(
    '/v1/grammar/preferences',
    {
      ...secured,
      schema: {
        ...doc,
        summary: 'Choose the variety of English checked (american, british, canadian, australian)',
        body: GrammarPreferencesSchema,
        response: { 200: envelope(GrammarPreferencesSchema) },
      },
    },
    async (request) =>
      ok(await savePreferences(app.db, request.user!.id, request.body), 'Grammar settings saved'),
  );
}
