import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@penwright/shared';
import { identityError, type IdentityError } from './error-codes.ts';

const email = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email());

export const SignUpBodySchema = z.object({
  email: z.string(),
  password: z.string(),
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
});

/** Checks the identity calls' bodies up front so each failure carries the specification's code. */
export function checkSignUp(body: unknown): IdentityError | null {
  const shape = SignUpBodySchema.safeParse(body);
  if (!shape.success) {
    const field = shape.error.issues[0]?.path.join('.') ?? 'body';
    return identityError(
      'auth/argument-error',
      `Sign-up needs ${field}: ${shape.error.issues[0]?.message ?? 'invalid'}`,
    );
  }
  if (!email.safeParse(shape.data.email).success) return identityError('auth/invalid-email');
  if (shape.data.password.length < PASSWORD_MIN_LENGTH) return identityError('auth/weak-password');
  if (shape.data.password.length > PASSWORD_MAX_LENGTH) {
    return identityError(
      'auth/argument-error',
      `Passwords may hold at most ${PASSWORD_MAX_LENGTH} characters.`,
    );
  }
  return null;
}

export const SignInBodySchema = z.object({ email: z.string(), password: z.string().min(1) });
export const EmailBodySchema = z.object({ email: z.string() });

export function checkEmailField(body: unknown, schema: z.ZodType<{ email: string }>): IdentityError | string {
  const shape = schema.safeParse(body);
  if (!shape.success)
    return identityError('auth/argument-error', 'An email address and the other required fields are needed.');
  const parsed = email.safeParse(shape.data.email);
  return parsed.success ? parsed.data.toLowerCase() : identityError('auth/invalid-email');
}
