import fc from 'fast-check';
import type { Parameter } from '../api/operations.ts';
import { nastyString, validValue, type IdsFor } from './values.ts';

/** Path segments as sent on the wire: encoded, double-encoded, invalid percent escapes, dot segments. */
const RAW_SEGMENTS = [
  '%00',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AE',
  '%F0%9F%92%A9',
  '%E2%80%AE',
  '%252e',
  'a%20b',
  'x;y=1',
  "x'--",
  '%0d%0aSet-Cookie:%20a=b',
  'A'.repeat(101),
  'A'.repeat(5_000),
];

/** Percent-encodes, leaving the world's ids (`@@who.what@@`) to be written in at send time. */
export function encode(text: string): string {
  if (/^@@\w+\.\w+@@$/.test(text)) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

export const strangeSegment = (ids: IdsFor, name: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: ids(name).map(encode) },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 2, arbitrary: nastyString.map(encode) },
  );

export type PathChange =
  'none' | 'encode' | 'upper' | 'double-slash' | 'trailing-slash' | 'dot-segment' | 'suffix';

export const pathChange = fc.constantFrom<PathChange>(
  'encode',
  'upper',
  'double-slash',
  'trailing-slash',
  'dot-segment',
  'suffix',
);

export function changePath(path: string, change: PathChange, at: number): string {
  switch (change) {
    case 'encode': {
      // Percent-encode one letter of the path, as `/%761/projects`.
      const letters = [...path.matchAll(/[a-z]/g)].map((m) => m.index);
      const i = letters[at % Math.max(letters.length, 1)] ?? 1;
      const hex = path.charCodeAt(i).toString(16);
      return `${path.slice(0, i)}%${at % 2 ? hex.toUpperCase() : hex}${path.slice(i + 1)}`;
    }
    case 'upper':
      return path.toUpperCase();
    case 'double-slash':
      return path.replace('/', '//');
    case 'trailing-slash':
      return `${path}/`;
    case 'dot-segment':
      return `${path}/../${path.split('/').pop() ?? ''}`;
    case 'suffix':
      return `${path}.json`;
    default:
      return path;
  }
}

/** A query string the operation accepts: required parameters always, optional ones sometimes. */
export function validQuery(params: Parameter[], ids: IdsFor): fc.Arbitrary<string> {
  const parts = params.map((p) => {
    const pair = validValue(p.schema, ids, p.name).map((v) => [`${p.name}=${encode(String(v))}`]);
    return p.required ? pair : fc.oneof(fc.constant<string[]>([]), pair);
  });
  return fc.tuple(...parts).map((pairs) => pairs.flat().join('&'));
}

const strangeQueryValue = fc.oneof(
  { weight: 2, arbitrary: nastyString.map(encode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      '-1',
      '0',
      '1e3',
      '0x10',
      ' 5 ',
      '99999999999999999999',
      '1.5',
      'NaN',
      '%',
      '%zz',
    ),
  },
);

/** Parameters left out, repeated, of the wrong type, or unknown, as a raw query string. */
export function strangeQuery(params: Parameter[], ids: IdsFor): fc.Arbitrary<string> {
  const value = (p: Parameter) =>
    fc.oneof(
      validValue(p.schema, ids, p.name).map((v) => encode(String(v))),
      strangeQueryValue,
    );
  const declared = params.map((p) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant<string[]>([]) },
      { weight: 3, arbitrary: value(p).map((v) => [`${p.name}=${v}`]) },
      {
        weight: 1,
        arbitrary: fc.tuple(value(p), value(p)).map(([a, b]) => [`${p.name}=${a}`, `${p.name}=${b}`]),
      },
    ),
  );
  const unknown = fc.array(
    fc
      .tuple(fc.constantFrom('__proto__[x]', 'a[b]', 'x', '', 'sort[]', 'take'), strangeQueryValue)
      .map(([k, v]) => `${k}=${v}`),
    { minLength: params.length === 0 ? 1 : 0, maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...declared), unknown).map(([d, u]) => [...d.flat(), ...u].join('&'));
}
