import fc from 'fast-check';
import type { JsonSchema } from '../api/operations.ts';

/** Strings that have broken servers: control and bidirectional characters, injections, lookalike numbers. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '\u202egnp.exe',
  'مرحبا بالعالم',
  'שלום \u200f עולם',
  '\ufeffbom',
  'e\u0301\u0301\u0301',
  'Z\u0335\u0321\u031b\u0349a\u0335l\u0337g\u0336o',
  '😀👩‍👩‍👧‍👦',
  '\u200b',
  '\r\n\r\nX-Injected: 1',
  '%00',
  '%',
  '%zz',
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  '-1',
  '1e999',
  'NaN',
  'javascript:alert(1)',
  '\\',
  '\t\n',
];

const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  100_001,
  1_000_001,
];

/** Long strings: past every field limit, past the grammar check's, past the request size limit. */
const hugeString = fc
  .tuple(
    fc.constantFrom(2_000, 20_001, 70_000, 1_100_000),
    fc.constantFrom('a', 'é😀', '\u202e', '<p>x</p>', ' '),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any UTF-16 code units, lone surrogates included. */
const codeUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 30,
});

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: codeUnits },
  { weight: 1, arbitrary: hugeString },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * 50 to 5,000 levels of arrays or objects. Written as a marker that `expandNesting` turns into JSON text, since
 * building and serializing so deep a value would overflow this process's own stack first.
 */
export const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.constantFrom('[', '{'))
  .map(([depth, open]) => `~~deep${open}${depth}~~`);

export function expandNesting(json: string): string {
  return json.replace(/"~~deep([[{])(\d+)~~"/g, (_, open: string, depth: string) => {
    const n = Number(depth);
    return open === '[' ? `${'['.repeat(n)}"x"${']'.repeat(n)}` : `${'{"a":'.repeat(n)}"x"${'}'.repeat(n)}`;
  });
}

/** A value of any JSON type, or none the schema expected. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(null, [], {}, [null], { '': '' }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepNesting },
);

/** Path-parameter and id-field names whose values are ids (resolved from the world at send time). */
const ID_NAMES = new Set(['id', 'postId', 'revisionId', 'documentId', 'document_id', 'uid', 'ids', 'word']);

/** Ids for a parameter or field by its name. */
export type IdsFor = (name: string) => fc.Arbitrary<string>;

/** Fields whose valid values the OpenAPI document cannot state (zod refinements), so requests get past them. */
const KNOWN_GOOD: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  citationFormat: fc.constantFrom('apa', 'MLA', 'Chicago', 'harvard', 'ieee', 'vancouver'),
  style: fc.constantFrom('apa', 'MLA', 'Chicago', 'harvard', 'ieee', 'vancouver'),
  title: fc.constantFrom('A sample title', 'Über Ästhetik', 'عنوان', '📚'),
  priceId: fc.constantFrom('price_starter_free', 'price_student_monthly', 'price_professional_monthly'),
};

function stringOf(schema: JsonSchema, name: string, ids: IdsFor): fc.Arbitrary<string> {
  if (ID_NAMES.has(name)) return ids(name);
  const known = KNOWN_GOOD[name];
  if (known)
    return fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) });
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 100_000;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    try {
      return fc.stringMatching(pattern).filter((s) => s.length >= minLength && s.length <= maxLength);
    } catch {
      return fc.constantFrom('Sample', 'en', 'en-gb', 'x').filter((s) => pattern.test(s));
    }
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40) }) },
    { weight: 1, arbitrary: fc.constant('w'.repeat(Math.max(minLength, Math.min(maxLength, 100_000)))) },
  );
}

/** Values the schema accepts (mostly: patterns the generator cannot follow fall back to samples). */
export function validValue(schema: JsonSchema, ids: IdsFor, name = ''): fc.Arbitrary<unknown> {
  const value = ((): fc.Arbitrary<unknown> => {
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, ids, name)));
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const record = fc.record(
          Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, validValue(s, ids, k)])),
          { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
        );
        if (typeof schema.additionalProperties !== 'object') return record;
        const extra = fc.dictionary(
          fc.string({ maxLength: 10 }),
          validValue(schema.additionalProperties, ids),
          {
            maxKeys: 3,
          },
        );
        return fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...r }));
      }
      case 'array':
        return fc.array(validValue(schema.items ?? {}, ids, name), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
      case 'string':
        return stringOf(schema, name, ids);
      case 'integer': {
        // Small numbers (a page, a count) are the ones a server holds, so they come up most.
        const min = schema.minimum ?? -(2 ** 31);
        const max = schema.maximum ?? 2 ** 31 - 1;
        const numbers = fc.oneof(
          fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 4) }),
          fc.integer({ min, max }),
        );
        // A draft's version: mostly the one the server holds now (written in at send time), else a stale one.
        if (name !== 'version') return numbers;
        return fc.oneof({ weight: 3, arbitrary: ids(name) }, { weight: 1, arbitrary: numbers });
      }
      case 'number':
        return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}
