import fc from 'fast-check';
import type { Method, Operation } from '../api/operations.ts';
import type { ApiRequest } from '../api/requests.ts';
import type { World } from '../api/world.ts';
import {
  changePath,
  encode,
  pathChange,
  strangeQuery,
  strangeSegment,
  validQuery,
  type PathChange,
} from './addresses.ts';
import { renderBody, strangeBody, validBody, type BodyPlan } from './bodies.ts';
import { ownIds, resolveIds, strangeIds } from './ids.ts';
import { authChoice, authHeader, type AuthChoice } from './tokens.ts';

/*
 * Most requests are a valid one with one part made strange (the body, the address, the query, the token, the
 * method, the content type or the headers), so each oddity is tried past the checks that come before it; some
 * are valid throughout, and some strange throughout.
 */

const PARTS = ['body', 'path', 'query', 'auth', 'method', 'contentType', 'headers'] as const;
type Part = (typeof PARTS)[number];
type Focus = Part | 'none' | 'all';

const focus = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Focus>('none') },
  { weight: 4, arbitrary: fc.constant<Focus>('body') },
  { weight: 6, arbitrary: fc.constantFrom<Focus>(...PARTS.filter((p) => p !== 'body')) },
  { weight: 1, arbitrary: fc.constant<Focus>('all') },
);

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'application/json, text/plain',
  ';;;=',
  '',
];

const strangeHeaders = fc.constantFrom<Record<string, string>>(
  { accept: 'text/html' },
  { accept: 'application/xml' },
  { origin: 'https://evil.example' },
  { 'x-forwarded-for': '1.2.3.4, ::1, garbage' },
  { cookie: 'better-auth.session_token=garbage; a=b' },
  { 'accept-encoding': 'br, gzip, x-unknown' },
  { 'x-http-method-override': 'DELETE' },
  { 'accept-language': '\u00ff'.repeat(2_000) },
);

const METHODS: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export interface RequestPlan {
  operation: number;
  method: Method;
  pathParams: string[];
  pathChange: PathChange;
  changeAt: number;
  query: string;
  body: BodyPlan;
  /** Undefined: the content type that goes with the body. */
  contentType: string | undefined;
  auth: AuthChoice;
  extraHeaders: Record<string, string>;
}

/** The token a well-behaved client sends: an admin's on admin routes, the owner's elsewhere. */
const rightfulAuth = (operation: Operation): AuthChoice =>
  operation.path.startsWith('/v1/admin/') ? { kind: 'user', who: 'admin' } : { kind: 'user', who: 'owner' };

function planFor(operation: Operation, index: number, f: Focus): fc.Arbitrary<RequestPlan> {
  const strange = (part: Part) => f === 'all' || f === part;
  const own = ownIds(operation);
  const ids = strange('body') || strange('path') || strange('query') ? strangeIds() : own;
  return fc.record({
    operation: fc.constant(index),
    method: strange('method') ? fc.constantFrom(...METHODS) : fc.constant(operation.method),
    pathParams: fc.tuple(
      ...operation.pathParams.map((p) =>
        strange('path') ? fc.oneof(own(p.name).map(encode), strangeSegment(ids, p.name)) : own(p.name),
      ),
    ),
    pathChange: strange('path') ? fc.oneof(fc.constant<PathChange>('none'), pathChange) : fc.constant('none'),
    changeAt: fc.nat(),
    query: strange('query') ? strangeQuery(operation.query, ids) : validQuery(operation.query, own),
    body: strange('body')
      ? fc.oneof(strangeBody(operation, own), strangeBody(operation, ids))
      : validBody(operation, own),
    contentType: strange('contentType') ? fc.constantFrom(...CONTENT_TYPES) : fc.constant(undefined),
    auth: strange('auth') ? authChoice : fc.constant(rightfulAuth(operation)),
    extraHeaders: strange('headers') ? strangeHeaders : fc.constant({}),
  });
}

export function requestPlan(operations: Operation[]): fc.Arbitrary<RequestPlan> {
  return fc
    .tuple(fc.nat({ max: operations.length - 1 }), focus)
    .chain(([index, f]) => planFor(operations[index]!, index, f));
}

/** Latin-1 only: anything else cannot go in an HTTP header at all. */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

/** The request as sent, with the ids and tokens the world holds now. */
export function render(plan: RequestPlan, operations: Operation[], world: World): ApiRequest {
  const operation = operations[plan.operation]!;
  let i = 0;
  const path = resolveIds(
    operation.path.replace(/\{\w+\}/g, () => plan.pathParams[i++] ?? 'x'),
    world,
  );
  const query = plan.query ? `?${resolveIds(plan.query, world)}` : '';
  const body = renderBody(plan.body);
  const headers: Record<string, string> = { ...plan.extraHeaders };
  const auth = authHeader(plan.auth, world);
  if (auth !== undefined) headers.authorization = headerSafe(auth);
  const type = plan.contentType ?? body.type;
  if (type !== undefined && body.payload !== undefined) headers['content-type'] = type;
  const payload = typeof body.payload === 'string' ? resolveIds(body.payload, world) : body.payload;
  return {
    method: plan.method,
    url: changePath(path, plan.pathChange, plan.changeAt) + query,
    headers,
    ...(payload !== undefined && { payload }),
  };
}
