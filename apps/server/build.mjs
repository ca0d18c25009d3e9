// Bundles the server into dist/server.js and the worker-thread entry into dist/worker.js (the pool in
// src/workers/pool.ts finds it beside the server bundle). npm packages stay external (installed beside it); the
// workspace's own TypeScript packages are compiled in. The committed migrations are copied next to the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// The workspace packages' own npm dependencies (harper.js and its WebAssembly, the Hunspell dictionaries) load
// files beside their modules, so they stay external too.
const manifests = [
  './package.json',
  '../../packages/writing/package.json',
  '../../packages/shared/package.json',
];
const external = [
  ...new Set(
    manifests.flatMap((path) =>
      Object.keys(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')).dependencies ?? {}),
    ),
  ),
].filter((name) => !name.startsWith('@penwright/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', worker: 'src/workers/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server bundled to dist/server.js, worker threads to dist/worker.js');
