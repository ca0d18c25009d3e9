import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

/*
 * Two kinds of character that no string column or JSON document can hold: NUL (PostgreSQL refuses it in text
 * and jsonb) and a lone UTF-16 surrogate (jsonb refuses its escape; UTF-8 cannot encode it, so it would be
 * replaced silently). Every route's input is checked for them before its own schema, so no handler, service or
 * library can be handed one and fail with a 500; the writer gets a 400 naming the field.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
const why = (value: string) =>
  value.includes('\u0000') ? 'a NUL character' : 'an unpaired surrogate character';

/** The first string in `value` that cannot be stored, with its path ("body.items.2.name"); null when all can. */
export function findUnstorable(value: unknown, root: string): { path: string; reason: string } | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!storable(current)) return { path, reason: why(current) };
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${path}.${i}`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!storable(key)) return { path: `${path}.${key}`, reason: why(key) };
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads any text and stores none of it (a grammar or citation check): its body is not refused. */
    checksTextOnly?: boolean;
  }
}

async function storableInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const checksTextOnly = request.routeOptions.config.checksTextOnly === true;
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', checksTextOnly ? null : request.body],
    ] as const) {
      const found = findUnstorable(value, part);
      if (found)
        throw badRequest(
          `${found.path}: contains ${found.reason}, which cannot be stored.`,
          'validation-error',
        );
    }
  });
}

export default fp(storableInputPlugin, { name: 'storable-input' });
