import type { App } from '../../src/app.ts';
import { eq, inArray } from 'drizzle-orm';
import { subscriptions, users } from '../../src/db/schema/index.ts';
import { authCall, bearer, idToken, sessionCookie, signUp, verifyEmail, type SignedUp } from '../identity.ts';
import { operationsOf, type Method, type OpenApiDocument, type Operation } from './operations.ts';
import { findOperation, send, validRequest, type ApiRequest } from './requests.ts';

/** What one writer owns, so requests can name it (their own, or someone else's). */
export interface Owned {
  projectId: string;
  postId: string;
  revisionId: string;
  ignoreId: string;
  notificationId: string;
  word: string;
  /** The draft's version as last seen. */
  version: number;
  /** An entry in the reference library. */
  referenceId: string;
  /** A test-mode checkout left open (the writer paid for another one). */
  checkoutId: string;
}

export interface Actor extends SignedUp {
  owned: Owned;
}

/** A populated app: two writers with a project each, an admin, a super admin, and two dead tokens. */
export interface World {
  app: App;
  operations: Operation[];
  owner: Actor;
  other: Actor;
  admin: SignedUp;
  root: SignedUp;
  /** The token of a user who signed out afterwards. */
  revokedToken: string;
  /** The token of a user whose account is deleted. */
  deletedToken: string;
}

const dataOf = (res: { json(): unknown }) => (res.json() as { data?: unknown }).data;

/** The id of the first object with one, searching breadth-first (lists come as `data` or `data.data`). */
function firstId(value: unknown): string {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.shift();
    if (Array.isArray(current)) stack.push(...(current as unknown[]));
    else if (current && typeof current === 'object') {
      const { id } = current as { id?: unknown };
      if (typeof id === 'string') return id;
      stack.push(...(Object.values(current) as unknown[]));
    }
  }
  throw new Error(`no id in ${JSON.stringify(value)}`);
}

async function expectOk(app: App, request: ApiRequest) {
  const res = await send(app, request);
  if (res.statusCode >= 300)
    throw new Error(`${request.method} ${request.url}: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * Gives `actor` what it lacks: a project with a saved draft, an ignored finding, a reference (where the library
 * exists) and a dictionary word.
 */
export async function stockUp(app: App, operations: Operation[], actor: Actor): Promise<void> {
  const { owned } = actor;
  const call = (method: Method, route: string, payload?: object) => {
    const request = validRequest(findOperation(operations, method, route), owned, actor.id, actor.token);
    return expectOk(app, { ...request, ...(payload && { payload: JSON.stringify(payload) }) });
  };
  const project = owned.projectId
    ? await send(
        app,
        validRequest(findOperation(operations, 'GET', '/v1/projects/:id'), owned, actor.id, actor.token),
      )
    : null;
  if (!project || project.statusCode === 404) {
    // A run may delete the project and fill the plan's quota with others: one of those will do.
    const listed = (dataOf(await call('GET', '/v1/projects')) as { data?: unknown[] }).data ?? [];
    owned.projectId = firstId(listed.length > 0 ? listed : dataOf(await call('POST', '/v1/projects')));
    owned.postId = firstId(dataOf(await call('GET', '/v1/projects/:id/posts')));
    const { version } = dataOf(await call('GET', '/v1/projects/:id/posts/:postId')) as { version: number };
    const save = validRequest(
      findOperation(operations, 'PUT', '/v1/projects/:id/posts/:postId'),
      owned,
      actor.id,
    );
    await call('PUT', '/v1/projects/:id/posts/:postId', {
      ...(JSON.parse(save.payload as string) as object),
      version,
    });
    owned.revisionId = firstId(dataOf(await call('GET', '/v1/projects/:id/posts/:postId/revisions')));
  }
  const post = dataOf(await call('GET', '/v1/projects/:id/posts/:postId')) as { version: number };
  owned.version = post.version;
  owned.ignoreId = firstId(dataOf(await call('POST', '/v1/grammar/ignores')));
  const library = operations.some((o) => o.method === 'POST' && o.route === '/v1/references');
  const reference = owned.referenceId
    ? await send(
        app,
        validRequest(findOperation(operations, 'GET', '/v1/references/:id'), owned, actor.id, actor.token),
      )
    : null;
  if (library && (!reference || reference.statusCode === 404))
    owned.referenceId = firstId(dataOf(await call('POST', '/v1/references')));
  await call('POST', '/v1/grammar/dictionary', { word: owned.word });
}

/** Signs up a writer on the free plan and stocks them up; one notification (the welcome) waits for them. */
export async function createActor(app: App, operations: Operation[]): Promise<Actor> {
  const user = await signUp(app);
  const empty = {
    projectId: '',
    postId: '',
    revisionId: '',
    ignoreId: '',
    notificationId: `welcome:${user.id}`,
    word: 'Penwright',
    version: 0,
    referenceId: '',
    checkoutId: '',
  };
  const actor: Actor = { ...user, owned: empty };
  const checkout = async (priceId: string) => {
    const res = await send(app, {
      method: 'POST',
      url: '/v1/payments/create-checkout-session',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ priceId }),
    });
    if (res.statusCode !== 200) throw new Error(`checkout ${priceId}: ${res.statusCode} ${res.body}`);
    const { url } = dataOf(res) as { url: string | null };
    return url?.split('/').pop() ?? '';
  };
  // Starter, as sign-up leaves it; then Professional paid through the test checkout, and a Student checkout open.
  await checkout('price_starter_free');
  empty.checkoutId = await checkout('price_student_monthly');
  const paid = await checkout('price_professional_monthly');
  await expectOk(app, {
    method: 'POST',
    url: `/v1/payments/checkout/${paid}/complete`,
    headers: { ...bearer(user.token), 'content-type': 'application/json' },
    payload: JSON.stringify({ outcome: 'paid' }),
  });
  // The plan and payment notifications are read, so the welcome is the one that waits.
  const listed = await send(app, {
    method: 'GET',
    url: '/api/v1/users/notifications',
    headers: bearer(user.token),
  });
  const ids = (JSON.stringify(listed.json()).match(/"id":"[^"]+"/g) ?? [])
    .map((pair) => pair.slice(6, -1))
    .filter((id) => id !== empty.notificationId);
  await expectOk(app, {
    method: 'POST',
    url: '/api/v1/users/notifications/mark-read',
    headers: { ...bearer(user.token), 'content-type': 'application/json' },
    payload: JSON.stringify({ ids }),
  });
  await stockUp(app, operations, actor);
  return actor;
}

// Revocation works to the second (a token's `iat`), so a second passes between issuing and revoking.
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

export async function createWorld(app: App): Promise<World> {
  const operations = operationsOf(app.swagger() as OpenApiDocument);
  const root = await signUp(app, { email: app.config.adminEmails[0] });
  root.token = await verifyEmail(app, root);
  const admin = await signUp(app);
  await expectOk(app, {
    method: 'POST',
    url: '/api/v1/auth/create-role',
    headers: { ...bearer(root.token), 'content-type': 'application/json' },
    payload: JSON.stringify({ uid: admin.id, roles: ['user', 'admin'] }),
  });
  admin.token = await idToken(app, admin.cookie);
  const [owner, other, leaving, deleting] = await Promise.all([
    createActor(app, operations),
    createActor(app, operations),
    signUp(app),
    signUp(app),
  ]);
  await nextSecond();
  const signOut = await authCall(app, 'POST', '/sign-out', {}, leaving.cookie);
  if (signOut.statusCode !== 200) throw new Error(`sign-out failed: ${signOut.statusCode} ${signOut.body}`);
  await expectOk(app, {
    method: 'DELETE',
    url: '/v1/users/me',
    headers: { ...bearer(deleting.token), 'content-type': 'application/json' },
    payload: JSON.stringify({ password: deleting.password }),
  });
  return {
    app,
    operations,
    owner,
    other,
    admin,
    root,
    revokedToken: leaving.token,
    deletedToken: deleting.token,
  };
}

/** Fresh tokens for everyone still signed in (a run may outlast a token, or change someone's roles). */
export async function refreshTokens(world: World): Promise<void> {
  for (const user of [world.owner, world.other, world.admin, world.root])
    user.token = await idToken(world.app, user.cookie);
}

const issuedAt = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}') as { iat?: number })
    .iat ?? 0;

/**
 * Enables again anyone in the world an admin call disabled and signs them in afresh (disabling ended their
 * sessions), and gives a new token to anyone whose tokens a role change revoked, so a run goes on with all four.
 */
export async function revive(world: World): Promise<void> {
  const people = [world.owner, world.other, world.admin, world.root];
  const rows = await world.app.db
    .select({ id: users.id, disabledAt: users.disabledAt, validAfter: users.tokensValidAfter })
    .from(users)
    .where(
      inArray(
        users.id,
        people.map((p) => p.id),
      ),
    );
  // A fuzzed test-mode payment may have failed: the writers' plans are paid up again.
  await world.app.db
    .update(subscriptions)
    .set({ status: 'active' })
    .where(inArray(subscriptions.userId, [world.owner.id, world.other.id]));
  for (const row of rows) {
    const person = people.find((p) => p.id === row.id)!;
    if (row.disabledAt) {
      await world.app.db.update(users).set({ disabledAt: null }).where(eq(users.id, row.id));
      world.app.tokenGate.forget(row.id);
      const res = await authCall(world.app, 'POST', '/sign-in/email', {
        email: person.email,
        password: person.password,
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      person.cookie = sessionCookie(res.headers['set-cookie']);
      person.token = await idToken(world.app, person.cookie);
    } else if (row.validAfter && row.validAfter.getTime() / 1000 >= issuedAt(person.token)) {
      person.token = await idToken(world.app, person.cookie);
    }
  }
}
