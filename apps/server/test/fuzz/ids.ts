import fc from 'fast-check';
import type { Operation } from '../api/operations.ts';
import { idKind } from '../api/requests.ts';
import type { World } from '../api/world.ts';
import type { IdsFor } from './values.ts';

/*
 * Requests name the world's things as `@@owner.projectId@@` and get the real id when they are sent, since a
 * run deletes and replaces them.
 */

const OWNED = [
  'projectId',
  'postId',
  'revisionId',
  'ignoreId',
  'notificationId',
  'word',
  'version',
  'referenceId',
];
const REFS = ['owner', 'other'].flatMap((who) => OWNED.map((id) => `@@${who}.${id}@@`));
const USER_REFS = ['owner', 'other', 'admin', 'root'].map((who) => `@@${who}.id@@`);

/** Which of a writer's things a parameter or field names. */
function ownedName(name: string, operation: Operation): string | undefined {
  if (name === 'id') return idKind(operation.path);
  if (name === 'documentId' || name === 'document_id') return 'projectId';
  if (name === 'ids') return operation.path.startsWith('/v1/references') ? 'referenceId' : 'notificationId';
  if (name === 'uid') return 'id';
  return OWNED.includes(name) ? name : undefined;
}

const wellFormedUnknown = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

/** The caller's own id of the right kind: what a well-behaved client sends. */
export function ownIds(operation: Operation): IdsFor {
  return (name) => {
    const kind = ownedName(name, operation);
    return kind ? fc.constant(`@@owner.${kind}@@`) : wellFormedUnknown;
  };
}

/** Someone else's ids, ids of another kind, well-formed unknown ones and malformed ones. */
export function strangeIds(): IdsFor {
  return () =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...REFS, ...USER_REFS) },
      { weight: 2, arbitrary: wellFormedUnknown },
      {
        weight: 1,
        arbitrary: fc.constantFrom('a'.repeat(64), 'a'.repeat(65), '0', '-', '_', 'undefined', 'null'),
      },
    );
}

export function resolveIds(text: string, world: World): string {
  // A draft's version is a number in JSON: its quotes go too.
  const numbers = text.replace(/"@@(owner|other)\.version@@"/g, (_, who: 'owner' | 'other') =>
    String(world[who].owned.version),
  );
  return numbers.replace(/@@(\w+)\.(\w+)@@/g, (_, who: string, what: string) => {
    const person = world[who as 'owner' | 'other' | 'admin' | 'root'];
    if (what === 'id') return person.id;
    const owned = (person as { owned?: Record<string, string | number> }).owned;
    return String(owned?.[what] ?? what);
  });
}
