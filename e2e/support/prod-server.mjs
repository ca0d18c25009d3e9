// Starts the built production server (apps/server/dist/server.js) on a free loopback port with a throwaway
// database. Plain JavaScript so both the Playwright harness and `npm run bench` (plain Node) can share it;
// the types live in prod-server.d.mts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'server.js');
export const webIndex = join(repoRoot, 'apps', 'web', 'dist', 'index.html');

/** Throws one readable error naming every missing build output, so nobody debugs a half-started server. */
export function assertBuilt({ web = true } = {}) {
  const needed = web ? [serverEntry, webIndex] : [serverEntry];
  const missing = needed.filter((file) => !existsSync(file)).map((file) => relative(repoRoot, file));
  if (missing.length === 0) return;
  throw new Error(
    `Missing build output: ${missing.join(', ')}.\n` +
      `Run \`npm run build\` first (from the repo root), or just the part you need: ` +
      '`npm run build -w apps/server`, `npm run build -w apps/web`.',
  );
}

/** Asks the OS for a free port. Another process could grab it before the server binds; on loopback that is rare. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// Only these are inherited: a developer's DATABASE_URL, SMTP_URL or AUTH_SECRET must never reach a test server.
const INHERITED_ENV = ['PATH', 'HOME', 'LANG', 'TZ', 'TMPDIR', 'SYSTEMROOT'];

function childEnv(overrides) {
  const env = {};
  for (const key of INHERITED_ENV) if (process.env[key] !== undefined) env[key] = process.env[key];
  return { ...env, ...overrides };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the last lines a child printed, to quote them when it fails to start. */
function tail(stream, lines, echo) {
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    if (echo) process.stderr.write(chunk);
    lines.push(...chunk.split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  });
}

async function waitForHealth(baseUrl, child, output, timeoutMs, waitForGrammar) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output.join('\n')}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/v1/health`, { signal: AbortSignal.timeout(2_000) });
      const health = await response.json();
      // The grammar engine loads on the worker threads after the server listens; tests and measurements
      // start once it has, so that its seconds of start-up land on no one's clock.
      if (response.ok && (!waitForGrammar || health.grammar === 'ready' || health.grammar === 'failed'))
        return;
    } catch {
      // Not listening yet (migrations still running); poll again.
    }
    await sleep(150);
  }
  throw new Error(
    `The server was not healthy at ${baseUrl}/v1/health within ${timeoutMs} ms:\n${output.join('\n')}`,
  );
}

function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // SIGTERM lets the server close PGlite cleanly; SIGKILL only if it hangs past its own 10 s shutdown timer.
    const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * Starts the production server and resolves once /v1/health answers 200 (and, unless `waitForGrammar` is
 * false, says the grammar engine has loaded).
 * APP_URL is set to the exact origin callers use, because the identity layer rejects other Origins.
 * A given `dataDir` (and `port`) lets a later call start the server again on the same storage; that folder
 * is the caller's and is kept, while a throwaway one is deleted on stop.
 */
export async function startProdServer({
  env = {},
  echoOutput = false,
  timeoutMs = 90_000,
  web = true,
  waitForGrammar = true,
  dataDir: givenDataDir,
  port: givenPort,
} = {}) {
  assertBuilt({ web });
  const port = givenPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'penwright-run-'));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Harnesses send far more requests per minute than a person; the limiter would turn them into 429s.
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    }),
  });
  const output = [];
  tail(child.stdout, output, echoOutput);
  tail(child.stderr, output, echoOutput);

  let stopped = null;
  const stop = () => {
    stopped ??= stopChild(child).then(() => {
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    });
    return stopped;
  };
  // No clean shutdown: whatever the server had not written yet is gone, as after a crash or a power cut.
  const kill = () => {
    stopped ??= stopChild(child, 'SIGKILL');
    return stopped;
  };
  const started = performance.now();
  try {
    await waitForHealth(baseUrl, child, output, timeoutMs, waitForGrammar);
  } catch (err) {
    await stop();
    throw err;
  }
  const readyMs = Math.round(performance.now() - started);
  return { baseUrl, port, dataDir, pid: child.pid, readyMs, output, stop, kill };
}
