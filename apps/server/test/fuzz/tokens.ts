import fc from 'fast-check';
import type { World } from '../api/world.ts';

type Who = 'owner' | 'other' | 'admin' | 'root';
type Tamper =
  'truncate' | 'flip-signature' | 'alg-none' | 'forge-roles' | 'forge-sub' | 'drop-exp' | 'lowercase';

export type AuthChoice =
  | { kind: 'none' }
  | { kind: 'user'; who: Who }
  | { kind: 'dead'; which: 'revokedToken' | 'deletedToken' }
  | { kind: 'garbage'; header: string }
  | { kind: 'tampered'; who: Who; how: Tamper };

const GARBAGE_HEADERS = [
  '',
  'Bearer',
  'Bearer ',
  'Bearer  x',
  'Basic dXNlcjpwYXNz',
  'Token abc',
  'Bearer a.b.c',
  'Bearer ...',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'Bearer null',
  'Bearer %00',
  `Bearer ${'A'.repeat(10_000)}`,
  `Bearer ${'a.'.repeat(2_000)}`,
];

export const authChoice: fc.Arbitrary<AuthChoice> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<AuthChoice>({ kind: 'user', who: 'owner' }) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom<Who>('other', 'admin', 'root')
      .map((who): AuthChoice => ({ kind: 'user', who })),
  },
  { weight: 2, arbitrary: fc.constant<AuthChoice>({ kind: 'none' }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('revokedToken', 'deletedToken')
      .map((which): AuthChoice => ({ kind: 'dead', which })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom(...GARBAGE_HEADERS),
        fc.string({ maxLength: 40 }).map((s) => `Bearer ${s}`),
      )
      .map((header): AuthChoice => ({ kind: 'garbage', header })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        who: fc.constantFrom<Who>('owner', 'admin'),
        how: fc.constantFrom<Tamper>(
          'truncate',
          'flip-signature',
          'alg-none',
          'forge-roles',
          'forge-sub',
          'drop-exp',
          'lowercase',
        ),
      })
      .map((t): AuthChoice => ({ kind: 'tampered', ...t })),
  },
);

const encodePart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as object;

function tamper(token: string, how: Tamper, world: World): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims = decodePart(payload) as Record<string, unknown>;
  switch (how) {
    case 'truncate':
      return token.slice(0, -6);
    case 'flip-signature':
      return `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    case 'alg-none':
      return `${encodePart({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    case 'forge-roles':
      return `${header}.${encodePart({ ...claims, roles: ['user', 'admin', 'super_admin'] })}.${signature}`;
    case 'forge-sub':
      return `${header}.${encodePart({ ...claims, sub: world.other.id })}.${signature}`;
    case 'drop-exp': {
      const { exp: _exp, ...rest } = claims;
      return `${header}.${encodePart(rest)}.${signature}`;
    }
    default:
      return token;
  }
}

/** The Authorization header for `choice` with the world's current tokens; undefined for none. */
export function authHeader(choice: AuthChoice, world: World): string | undefined {
  switch (choice.kind) {
    case 'user':
      return `Bearer ${world[choice.who].token}`;
    case 'dead':
      return `Bearer ${world[choice.which]}`;
    case 'garbage':
      return choice.header;
    case 'tampered':
      return `${choice.how === 'lowercase' ? 'bearer' : 'Bearer'} ${tamper(world[choice.who].token, choice.how, world)}`;
    default:
      return undefined;
  }
}
