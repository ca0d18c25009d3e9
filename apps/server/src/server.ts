import cluster from 'node:cluster';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { assertCanRunSeveral, runPrimary } from './cluster.ts';
import { configFromEnv } from './config/config.ts';
import { ConfigError, parseEnv } from './config/env.ts';
import { warmGrammarEngine } from './workers/warm-up.ts';

const here = dirname(fileURLToPath(import.meta.url));

async function main() {
  // The primary resolves the configuration first, so a generated AUTH_SECRET is written once and then shared.
  const config = configFromEnv(parseEnv(), { webDist: join(here, '..', '..', 'web', 'dist') });
  assertCanRunSeveral(config);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    runPrimary(config.webConcurrency, (line) => console.log(line));
    return;
  }
  // Log lines are gathered and written 4 KB at a time instead of one write per line (two per request at `info`).
  // A quiet server's lines still appear within a second, and whatever is buffered is written out at exit.
  const logStream = pino.destination({ sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      logStream.flush();
    } catch {
      // Still opening, or already closed at exit.
    }
  }, 1_000).unref();
  const app = await buildApp({
    config,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      stream: logStream,
    },
  });
  process.on('exit', () => {
    try {
      logStream.flushSync();
    } catch {
      // Not open yet: nothing was buffered.
    }
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  warmGrammarEngine().then(
    (ms) => app.log.info({ ms }, 'grammar engine loaded on every worker thread'),
    (err: unknown) => app.log.error({ err }, 'grammar engine failed to load; checks will retry it'),
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
