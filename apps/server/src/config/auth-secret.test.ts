import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_SECRETS, resolveAuthSecret } from './auth-secret.ts';
import { ConfigError } from './env.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'penwright-secret-'));
const RANDOM = 'q3J9vX0bKpL7sW2mZr8tYc4NfH6gDa1E_uVxB5oQiTw';

describe('the auth secret', () => {
  it('is generated once into DATA_DIR, readable by the owner only, and kept across restarts', () => {
    const dataDir = freshDir();
    const first = resolveAuthSecret({ NODE_ENV: 'production', dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ NODE_ENV: 'production', dataDir })).toBe(first);
  });

  it.each([
    ...PUBLISHED_SECRETS,
    'change-me-change-me-change-me-change-me',
    'a'.repeat(64),
    'abcabcabcabcabcabcabcabcabcabcabc',
  ])('refuses AUTH_SECRET=%s in production with a message naming the setting', (secret) => {
    const resolveIn = (NODE_ENV: string) => () =>
      resolveAuthSecret({ NODE_ENV, AUTH_SECRET: secret, dataDir: freshDir() });
    expect(resolveIn('production')).toThrow(ConfigError);
    expect(resolveIn('production')).toThrow(/AUTH_SECRET: .*openssl rand -base64 32/s);
    expect(resolveIn('development')()).toBe(secret);
  });

  it('accepts a random AUTH_SECRET in production', () => {
    expect(resolveAuthSecret({ NODE_ENV: 'production', AUTH_SECRET: RANDOM, dataDir: freshDir() })).toBe(
      RANDOM,
    );
  });

  it('refuses a damaged secret file instead of falling back to the library default', () => {
    const dataDir = freshDir();
    writeFileSync(join(dataDir, 'auth-secret'), '');
    expect(() => resolveAuthSecret({ NODE_ENV: 'development', dataDir })).toThrow(
      /auth-secret holds fewer than 32/,
    );
  });
});

const serverEntry = resolve(import.meta.dirname, '..', 'server.ts');
const tsx = resolve(import.meta.dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx');

/** Starts the real server as `npm start` does (NODE_ENV=production), with nothing inherited but PATH. */
function startServer(env: Record<string, string>) {
  const child = spawn(tsx, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const listening = new Promise<string>((found, failed) => {
    child.stdout.on('data', () => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) found(url);
    });
    void exited.then((code) => failed(new Error(`exited ${code}: ${output}`)));
  });
  // A server that refuses to start never listens; only a test that waits for it should see that.
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}

describe('the real server in production', () => {
  it('refuses to start on a published secret, saying why', async () => {
    const server = startServer({ AUTH_SECRET: PUBLISHED_SECRETS[0]!, DATA_DIR: freshDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/AUTH_SECRET: is a published default value/);
    expect(server.output()).not.toMatch(/Server listening/);
  }, 60_000);

  it('starts with no secret configured, using one it generates into DATA_DIR', async () => {
    const dataDir = freshDir();
    const server = startServer({ DATA_DIR: dataDir });
    try {
      const url = await server.listening;
      const res = await fetch(`${url}/api/auth/get-session`);
      expect(res.status).toBe(200);
      expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 90_000);
});
