#!/usr/bin/env node
// Serves the built app on a free loopback port with a fresh database, creates one account, and prints the
// grammar endpoint's address and a bearer token, ready for a scorer that speaks Sapling's edits API (see
// docs/PERFORMANCE.md, "Grammar checker quality"). Runs until Ctrl+C. Needs `npm run build` first.
import { startProdServer } from '../e2e/support/prod-server.mjs';
import { signUp } from './bench/identity.mjs';

const server = await startProdServer({
  web: false,
  env: { GRAMMAR_CHECKS_PER_MINUTE: '1000000000', ID_TOKEN_TTL_SECONDS: '86400' },
});
const { token } = await signUp(server.baseUrl);
console.log(`--url ${server.baseUrl}/api/v1/sapling/api/v1/edits --token ${token}`);
const stop = () => void server.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
