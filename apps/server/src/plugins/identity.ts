import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { authUser } from '../db/schema/index.ts';
import type { Auth } from '../identity/auth.ts';
import { AUTH_BASE_PATH } from '../identity/auth.ts';
import { identityError, translateIdentityError, type IdentityError } from '../identity/error-codes.ts';
import type { LoginThrottle } from '../identity/login-throttle.ts';
import { checkEmailField, checkSignUp, EmailBodySchema, SignInBodySchema } from '../identity/requests.ts';
import { revokeTokens } from '../identity/token-revocation.ts';

interface IdentityPluginOptions {
  auth: Auth;
  throttle: LoginThrottle;
}

const sendIdentityError = (reply: FastifyReply, status: number, error: IdentityError) =>
  reply.code(status).send({ status: 'error', ...error });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Hands a Fastify request to the identity library as a Fetch request and answers with its response. */
function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

async function forward(auth: Auth, request: FastifyRequest, reply: FastifyReply, appUrl: string) {
  const headers = headersOf(request);
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const response = await auth.handler(
    new Request(new URL(request.url, appUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  for (const cookie of response.headers.getSetCookie()) void reply.header('set-cookie', cookie);
  const location = response.headers.get('location');
  if (location) void reply.header('location', location);
  const text = await response.text();
  if (response.status >= 400) {
    return { status: response.status, error: translateIdentityError(response.status, parseJson(text)), text };
  }
  return { status: response.status, error: null, text, contentType: response.headers.get('content-type') };
}

async function identityPlugin(app: FastifyInstance, { auth, throttle }: IdentityPluginOptions) {
  const appUrl = app.config.appUrl;
  const context = await auth.$context;

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.slice(AUTH_BASE_PATH.length).split('?')[0] ?? '';
      let signInEmail: string | null = null;

      if (request.method === 'POST' && path === '/sign-up/email') {
        const problem = checkSignUp(request.body);
        if (problem) return sendIdentityError(reply, 400, problem);
      }
      if (request.method === 'POST' && path === '/sign-in/email') {
        const email = checkEmailField(request.body, SignInBodySchema);
        if (typeof email !== 'string') return sendIdentityError(reply, 400, email);
        if (await throttle.isBlocked(request.ip, email))
          return sendIdentityError(reply, 429, identityError('auth/too-many-requests'));
        signInEmail = email;
      }
      if (request.method === 'POST' && path === '/request-password-reset') {
        const email = checkEmailField(request.body, EmailBodySchema);
        if (typeof email !== 'string') return sendIdentityError(reply, 400, email);
        const [known] = await app.db
          .select({ id: authUser.id })
          .from(authUser)
          .where(eq(authUser.email, email));
        if (!known) return sendIdentityError(reply, 400, identityError('auth/user-not-found'));
      }
      if (request.method === 'POST' && path === '/reset-password') {
        const token = (request.body as { token?: unknown } | undefined)?.token;
        if (typeof token === 'string' && token) {
          const pending = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
          if (pending && pending.expiresAt < new Date())
            return sendIdentityError(reply, 400, identityError('auth/expired-action-code'));
        }
      }

      // Signing out also ends the ID tokens that session handed out (identity/token-revocation.ts).
      const signingOut =
        request.method === 'POST' && path === '/sign-out'
          ? await auth.api.getSession({ headers: headersOf(request) }).catch(() => null)
          : null;

      const result = await forward(auth, request, reply, appUrl);
      if (signingOut && !result.error) {
        await revokeTokens(app.db, signingOut.user.id);
        app.tokenGate.forget(signingOut.user.id);
      }
      if (result.error) {
        let error = result.error;
        if (signInEmail && error.code === 'auth/wrong-password') {
          await throttle.recordFailure(request.ip, signInEmail);
          const [known] = await app.db
            .select({ id: authUser.id })
            .from(authUser)
            .where(eq(authUser.email, signInEmail));
          if (!known) error = identityError('auth/user-not-found');
        }
        return sendIdentityError(reply, result.status, error);
      }
      if (signInEmail) await throttle.recordSuccess(signInEmail);
      void reply.code(result.status);
      if (result.contentType) void reply.header('content-type', result.contentType);
      return reply.send(result.text);
    },
  });
}

export default fp(identityPlugin, { name: 'identity', dependencies: ['db'] });
