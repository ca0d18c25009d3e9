import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { RoleSchema, type Role } from '@penwright/shared';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { Auth } from '../identity/auth.ts';
import { createTokenGate, type TokenGate } from '../identity/token-revocation.ts';
import { createVerifiedTokenCache } from '../identity/verified-tokens.ts';

export interface AuthenticatedUser {
  id: string;
  email: string;
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: verifies the bearer ID token and sets `request.user`. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler factory: the signed-in user must hold at least one of `roles`. */
    requireRoles(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
    /** Whether a verified token was revoked since it was issued (see identity/token-revocation.ts). */
    tokenGate: TokenGate;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

/** Verifies ID tokens in-process against the identity service's own key set, re-read when a key is unknown. */
function createVerifier(auth: Auth, issuer: string, maxAgeSeconds: number) {
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;
  const load = async () => {
    const jwks = await auth.api.getJwks();
    keySet = createLocalJWKSet(jwks);
    return keySet;
  };
  const verified = createVerifiedTokenCache(maxAgeSeconds);
  const check = async (token: string) => {
    // A token without an expiry, or older than any this server issues, is refused whatever its signature.
    const options = {
      issuer,
      audience: issuer,
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: maxAgeSeconds,
    };
    try {
      return await jwtVerify(token, keySet ?? (await load()), options);
    } catch (err) {
      if (err instanceof errors.JWKSNoMatchingKey) return jwtVerify(token, await load(), options);
      throw err;
    }
  };
  return async (token: string): Promise<JWTPayload> => {
    const known = verified.get(token);
    if (known) return known;
    const { payload } = await check(token);
    verified.set(token, payload);
    return payload;
  };
}

async function bearerPlugin(app: FastifyInstance, { auth }: { auth: Auth }) {
  const verify = createVerifier(auth, app.config.appUrl, app.config.idTokenTtlSeconds);
  const gate = createTokenGate(app.db);
  app.decorate('tokenGate', gate);
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1])
      throw unauthorized(
        'Sign in to continue: this request needs a bearer ID token.',
        'auth/missing-id-token',
      );
    let payload: JWTPayload;
    try {
      payload = await verify(match[1]);
    } catch (err) {
      if (err instanceof errors.JWTExpired)
        throw unauthorized('The ID token has expired.', 'auth/id-token-expired');
      throw unauthorized('The ID token is not valid.', 'auth/invalid-id-token');
    }
    const id = String(payload.sub);
    const standing = await gate.standing(id, Number(payload.iat));
    if (standing === 'account-gone')
      throw unauthorized('This account no longer exists.', 'auth/user-not-found');
    // Same code as an expired token on purpose: a client then asks for a fresh one, which works when only the
    // roles changed and fails (back to sign-in) when the session ended.
    if (standing === 'revoked') throw unauthorized('The ID token was revoked.', 'auth/id-token-expired');
    const roles = RoleSchema.array().safeParse(payload.roles);
    request.user = {
      id,
      email: typeof payload.email === 'string' ? payload.email : '',
      roles: roles.success ? roles.data : [],
    };
  });

  app.decorate('requireRoles', (...roles: Role[]) => async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.user?.roles.some((r) => roles.includes(r))) {
      throw forbidden(`This needs one of these roles: ${roles.join(', ')}.`, 'auth/insufficient-role');
    }
  });
}

export default fp(bearerPlugin, { name: 'bearer' });
