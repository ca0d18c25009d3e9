// The one variable that carries the server's address from global setup (main process) to the test workers,
// which Playwright starts after setup and which inherit its environment.
export const BASE_URL_ENV = 'PENWRIGHT_E2E_BASE_URL';

/** Origin of the server under test; identity calls must send it as their Origin header. */
export function baseUrl(): string {
  const value = process.env[BASE_URL_ENV];
  if (!value)
    throw new Error(`${BASE_URL_ENV} is not set: run the specs through \`npx playwright test\` from e2e/.`);
  return value;
}

// Path of the run's mailbox file: every message the server sent, one JSON line each (see smtp-sink.ts).
export const MAILBOX_ENV = 'PENWRIGHT_E2E_MAILBOX';

/** The address the harness lists in ADMIN_EMAILS: whoever verifies it becomes the run's super admin. */
export const ADMIN_EMAIL = 'e2e-admin@example.com';
