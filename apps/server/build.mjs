// Bundles the server into dist/server.js and the worker-thread entry into dist/worker.js (the pool in
// src/workers/pool.ts finds it beside the server bundle). npm packages stay external (installed beside it); the
// workspace's own TypeScript packages are compiled in. The committed migrations are copied next to the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@penwright/'));

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
