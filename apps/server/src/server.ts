import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { configFromEnv } from './config/config.ts';
import { ConfigError, parseEnv } from './config/env.ts';
import { warmGrammarEngine } from './workers/warm-up.ts';

const here = dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = configFromEnv(parseEnv(), { webDist: join(here, '..', '..', 'web', 'dist') });
  const app = await buildApp({ config });
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
