import { BASE_URL_ENV } from './env.ts';
import { startProdServer } from './prod-server.mjs';

/**
 * Starts the already-built production server with a fresh database for the whole run and returns its
 * teardown. Setting PENWRIGHT_E2E_BASE_URL yourself skips this and targets that server instead.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[BASE_URL_ENV]) return undefined;
  const server = await startProdServer({ echoOutput: true });
  process.env[BASE_URL_ENV] = server.baseUrl;
  return () => server.stop();
}
