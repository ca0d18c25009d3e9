import { useState } from 'react';
import { IdentityError } from '../../../lib/auth/identity-error';

/**
 * A form that sends one request at a time: whether it is under way, and the message to show above the
 * fields when it failed. `describeError` puts the failure into words for the person filling in the form.
 */
export function useFormSubmission(describeError: (error: unknown) => string) {
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function run(request: () => Promise<void>) {
    setPending(true);
    setFormError(null);
    try {
      await request();
    } catch (error) {
      setFormError(describeError(error));
    } finally {
      setPending(false);
    }
  }

  return { pending, formError, run };
}

/** The identity service's own message, which is already in the user's words, or `fallback` for anything else. */
export function identityErrorMessage(fallback: string) {
  return (error: unknown) => (error instanceof IdentityError ? error.message : fallback);
}
