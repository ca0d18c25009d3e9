import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwt } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { AuthErrorMessages, isSubscriber, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@penwright/shared';
import type { Mailer } from '../adapters/mail/outbox.ts';
import { servedOverHttps, type Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import {
  authAccount,
  authJwks,
  authSession,
  authUser,
  authVerification,
  plans,
  subscriptions,
  users,
} from '../db/schema/index.ts';
import { notifyWelcome } from '../modules/notifications/welcome.ts';
import { grantAdminOnVerifiedEmail } from './admin-grant.ts';
import { isDisabled, revokeTokens } from './token-revocation.ts';
import { resetPasswordMail, verifyEmailMail } from './mail-templates.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const AUTH_BASE_PATH = '/api/auth';

export interface IdentityDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
}

/** `localhost` and `127.0.0.1` name the same server; a browser may use either when running locally. */
export function loopbackAliases(appUrl: string): string[] {
  const url = new URL(appUrl);
  const aliases = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' } as Record<string, string>;
  const other = aliases[url.hostname];
  if (!other) return [url.origin];
  const alias = new URL(url.origin);
  alias.hostname = other;
  return [url.origin, alias.origin];
}

export function createAuth({ config, db, mailer }: IdentityDeps) {
  return betterAuth({
    appName: 'Penwright',
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [...loopbackAliases(config.appUrl), ...config.corsOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        jwks: authJwks,
      },
    }),
    telemetry: { enabled: false },
    advanced: {
      // Stated rather than inferred: `Secure` (and the `__Secure-` name) exactly when the public address is HTTPS.
      useSecureCookies: servedOverHttps(config),
      // The library skips its Origin (CSRF) check whenever NODE_ENV is `test` or TEST is set; it must always run.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    // Throttling is done in front of the handler, per IP and per account, with the product's own error codes.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      // The sessions go, and so do the ID tokens they handed out.
      onPasswordReset: async ({ user }) => revokeTokens(db, user.id),
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail(user.email, user.name, link));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verifyEmailMail(user.email, user.name, url));
      },
    },
    user: { deleteUser: { enabled: true } },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whichever way it signs in (password, verification link).
          before: async (session) => {
            if (await isDisabled(db, session.userId))
              throw APIError.from('FORBIDDEN', {
                code: 'USER_DISABLED',
                message: AuthErrorMessages['auth/user-disabled'],
              });
          },
        },
      },
      user: {
        create: {
          // The user document exists as soon as the account does, even if the browser stops mid-sign-up.
          after: async (user) => {
            await db
              .insert(users)
              .values({
                id: user.id,
                userId: user.id,
                name: user.name,
                email: user.email,
                // ADMIN_EMAILS owners become super admins only once the address is verified (admin-grant.ts).
                roles: ['user'],
              })
              .onConflictDoNothing();
            await notifyWelcome(db, user);
          },
        },
        update: {
          after: async (user) => {
            await db
              .update(users)
              .set({ name: user.name, email: user.email, updatedAt: new Date() })
              .where(eq(users.id, user.id));
            await grantAdminOnVerifiedEmail(db, user, config.adminEmails);
          },
        },
      },
    },
    plugins: [
      jwt({
        disableSettingJwtHeader: true,
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: config.appUrl,
          audience: config.appUrl,
          expirationTime: `${config.idTokenTtlSeconds}s`,
          definePayload: async ({ user }) => {
            const [doc] = await db
              .select({ roles: users.roles, status: subscriptions.status, amount: plans.amount })
              .from(users)
              .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
              .leftJoin(plans, eq(plans.id, subscriptions.planId))
              .where(eq(users.id, user.id));
            return {
              email: user.email,
              name: user.name,
              email_verified: user.emailVerified,
              roles: doc?.roles ?? ['user'],
              subscriber: isSubscriber(doc?.status ? { status: doc.status, amount: doc.amount ?? 0 } : null),
            };
          },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
