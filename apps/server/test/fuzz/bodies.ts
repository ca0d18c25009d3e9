import fc from 'fast-check';
import type { Operation } from '../api/operations.ts';
import { applyMutations, mutation } from './mutations.ts';
import { expandNesting, nastyString, validValue, type IdsFor } from './values.ts';

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'multipart'; parts: MultipartPart[]; boundary: string; closed: boolean };

interface MultipartPart {
  field: string;
  filename: string;
  type: string;
  content: Uint8Array;
}

/** Bodies that are not the JSON they claim to be, or not JSON at all. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'nul',
  'null',
  'true',
  '1',
  '"text"',
  '[]',
  '{}',
  '1e999',
  '{"version":1e999}',
  `{"n":1${'0'.repeat(400)}}`,
  'NaN',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];

/** A 1×1 PNG, so uploads also reach the image decoder with something it accepts. */
const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const text = (s: string) => new TextEncoder().encode(s);
const fileContents = fc.oneof(
  fc.constant(PNG_1X1),
  fc.constant(PNG_1X1.slice(0, 30)),
  fc.constant(text('%PDF-1.4\n%broken')),
  fc.constant(text('PK\u0003\u0004not really a docx')),
  fc.constant(text('A brief: write 2,000 words on climate policy, in APA style.')),
  fc.constant(new Uint8Array(0)),
  fc.uint8Array({ maxLength: 300 }),
);
const multipartPart = fc.record({
  field: fc.constantFrom('file', 'file', 'photo', '', 'brief'),
  filename: fc.oneof(
    fc.constantFrom('photo.png', 'brief.txt', 'brief.pdf', 'brief.docx', 'x', ''),
    nastyString,
  ),
  type: fc.constantFrom('image/png', 'text/plain', 'application/pdf', 'application/octet-stream', ''),
  content: fileContents,
});

/** Routes that also take a file in a multipart field named "file" (which the OpenAPI document does not show). */
const UPLOADS: Record<string, MultipartPart> = {
  '/v1/users/me/photo': { field: 'file', filename: 'me.png', type: 'image/png', content: PNG_1X1 },
  '/v1/projects/{id}/analyse': {
    field: 'file',
    filename: 'brief.txt',
    type: 'text/plain',
    content: text('Write 2,000 words on carbon pricing, in APA style, citing five sources.'),
  },
};

/** The body a well-behaved client sends: valid JSON for operations that take one, or the file they take. */
export function validBody(operation: Operation, ids: IdsFor): fc.Arbitrary<BodyPlan> {
  const upload = UPLOADS[operation.path];
  const file =
    upload && fc.constant<BodyPlan>({ kind: 'multipart', parts: [upload], boundary: 'b', closed: true });
  if (!operation.body) return file ?? fc.constant({ kind: 'none' });
  const json = validValue(operation.body, ids).map((value): BodyPlan => ({ kind: 'json', value }));
  return file ? fc.oneof(json, file) : json;
}

/** Valid bodies changed in one to three places, malformed JSON, bytes, and multipart bodies right or broken. */
export function strangeBody(operation: Operation, ids: IdsFor): fc.Arbitrary<BodyPlan> {
  const mutated: fc.Arbitrary<BodyPlan> = operation.body
    ? fc
        .tuple(validValue(operation.body, ids), fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([value, mutations]) => ({ kind: 'json', value: applyMutations(value, mutations) }))
    : fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'json', value }));
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    {
      // No body where one is required; a body where none is expected.
      weight: 1,
      arbitrary: fc.constant<BodyPlan>(operation.body ? { kind: 'none' } : { kind: 'raw', text: '{"a":1}' }),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): BodyPlan => ({ kind: 'raw', text: raw })),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes): BodyPlan => ({ kind: 'bytes', bytes })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          parts: fc.array(multipartPart, { minLength: 0, maxLength: 2 }),
          boundary: fc.constantFrom('fuzz', 'x'.repeat(80), ''),
          closed: fc.boolean(),
        })
        .map((m): BodyPlan => ({ kind: 'multipart', ...m })),
    },
  );
}

function multipartBody(plan: Extract<BodyPlan, { kind: 'multipart' }>): Buffer {
  const chunks: Buffer[] = [];
  for (const part of plan.parts) {
    chunks.push(
      Buffer.from(
        `--${plan.boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  if (plan.closed) chunks.push(Buffer.from(`--${plan.boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The bytes of a body and the content type that goes with them. */
export function renderBody(plan: BodyPlan): { payload?: string | Buffer; type?: string } {
  switch (plan.kind) {
    case 'json':
      return { payload: expandNesting(JSON.stringify(plan.value) ?? 'null'), type: 'application/json' };
    case 'raw':
      return { payload: plan.text, type: 'application/json' };
    case 'bytes':
      return { payload: Buffer.from(plan.bytes), type: 'application/octet-stream' };
    case 'multipart':
      return { payload: multipartBody(plan), type: `multipart/form-data; boundary=${plan.boundary}` };
    default:
      return {};
  }
}
