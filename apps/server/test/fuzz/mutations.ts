import fc from 'fast-check';
import { nastyValue } from './values.ts';

/** One change to a valid body: a value replaced, a field dropped, an unknown one added, a value wrapped. */
export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'wrap'; at: number; inArray: boolean };

const UNKNOWN_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'extra',
  'isAdmin',
  'roles',
  'userId',
  'id',
  '',
];

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace'), at: fc.nat(), value: nastyValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop'), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add'),
      at: fc.nat(),
      key: fc.oneof(fc.constantFrom(...UNKNOWN_KEYS), fc.string({ maxLength: 12 })),
      value: nastyValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap'), at: fc.nat(), inArray: fc.boolean() }) },
) as fc.Arbitrary<Mutation>;

type Path = (string | number)[];

/** Paths into `value`, breadth first, at most 200 (a deeply nested replacement has thousands). */
function pathsOf(value: unknown): Path[] {
  const out: Path[] = [];
  const queue: [unknown, Path][] = [[value, []]];
  while (queue.length > 0 && out.length < 200) {
    const [current, path] = queue.shift()!;
    out.push(path);
    if (Array.isArray(current)) current.forEach((item, i) => queue.push([item, [...path, i]]));
    else if (current && typeof current === 'object')
      for (const [key, item] of Object.entries(current)) queue.push([item, [...path, key]]);
  }
  return out;
}

/** Sets an own, enumerable property even for `__proto__`, so it is serialized like any other key. */
function put(target: object, key: string | number, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `value` with the mutations applied in turn; the root is path 0, so a mutation may replace the whole body. */
export function applyMutations(value: unknown, mutations: Mutation[]): unknown {
  let root = structuredClone(value);
  for (const m of mutations) {
    const paths = pathsOf(root);
    const path = paths[m.at % paths.length] ?? [];
    const parentPath = path.slice(0, -1);
    const key = path[path.length - 1];
    const parent = parentPath.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], root) as
      Record<string | number, unknown> | undefined;
    const current = key === undefined ? root : parent?.[key];
    const replaceWith = (next: unknown) => {
      if (key === undefined || !parent) root = next;
      else put(parent, key, next);
    };
    if (m.kind === 'replace') replaceWith(m.value);
    else if (m.kind === 'wrap') replaceWith(m.inArray ? [current] : { value: current });
    else if (m.kind === 'drop' && parent && key !== undefined) {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (m.kind === 'add' && current && typeof current === 'object' && !Array.isArray(current))
      put(current, m.key, m.value);
  }
  return root;
}
