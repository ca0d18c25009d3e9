// Helpers shared by the set-up scripts. Plain Node, no dependencies: these run before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function step(title) {
  console.log(`\n\u25b6 ${title}`);
}

const stamp = join(root, 'node_modules', '.penwright-install');

/** Installs dependencies when node_modules is missing or the lockfile changed since the last install. */
export function ensureInstalled() {
  const lock = join(root, 'package-lock.json');
  const digest = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  step('Installing dependencies (npm ci)');
  const status = run('npm', ['ci', '--no-audit', '--no-fund']);
  if (status !== 0) process.exit(status);
  writeFileSync(stamp, digest);
}

/** True when every file in `outputs` is newer than the newest file under `inputs` (shallow check of mtimes). */
export function isNewer(output, inputs) {
  if (!existsSync(output)) return false;
  const built = statSync(output).mtimeMs;
  return inputs.every((file) => !existsSync(file) || statSync(file).mtimeMs < built);
}
