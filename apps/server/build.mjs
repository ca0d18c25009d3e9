// Bundles the server into dist/server.js and the worker-thread entry into dist/worker.js (the pool in
// src/workers/pool.ts finds it beside the server bundle). npm packages stay external (installed beside it); the
// workspace's own TypeScript packages are compiled in. The committed migrations are copied next to the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// The workspace packages' own npm dependencies (harper.js and its WebAssembly, the Hunspell dictionaries) load
// files beside their modules, so they stay external too.
// Compiled in although they are npm packages: the RIS plugin imports JSON without the import attribute Node's
// ES modules require, so loaded from node_modules it fails, and with it every worker thread.
const BUNDLED = new Set(['@citation-js/plugin-ris']);

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
].filter((name) => !name.startsWith('@penwright/') && !BUNDLED.has(name));

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
  // A compiled-in CommonJS package still requires its external peers (the RIS plugin requires
  // @citation-js/core): give the ES module bundle a require of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server bundled to dist/server.js, worker threads to dist/worker.js');
