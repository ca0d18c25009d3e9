#!/usr/bin/env node
// `npm start`: installs when needed, builds, and serves Penwright on http://localhost:3000 with the embedded
// defaults (PGlite database and generated secret in ./data, mail to the outbox and the log).
import { ensureInstalled, root, run, step } from './lib.mjs';

ensureInstalled();
step('Building the web app and the server');
const built = run('npm', ['run', 'build']);
if (built !== 0) process.exit(built);

step(`Starting Penwright on http://localhost:${process.env.PORT ?? 3000}`);
process.exit(
  run(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { NODE_ENV: 'production', ...process.env },
  }),
);
