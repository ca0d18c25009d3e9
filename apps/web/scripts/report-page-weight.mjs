#!/usr/bin/env node
// Reports how much JavaScript (gzip) each prerendered page downloads before it is interactive:
// the entry and its static imports, the page's own chunk and the cookie banner. Run after a build.
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = join(dist, 'assets');
const BUDGET_KB = 150;
const pages = {
  '/': 'home',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/contact': 'contact',
  '/help': 'help',
  '/unauthorised': 'unauthorised',
};

const files = await readdir(assets);
const cache = new Map();
async function chunk(name) {
  if (!cache.has(name)) cache.set(name, await readFile(join(assets, name), 'utf8'));
  return cache.get(name);
}

async function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = await chunk(start);
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) await closure(match[1], seen);
  return seen;
}

let over = false;
for (const [path, page] of Object.entries(pages)) {
  const html = await readFile(
    join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`),
    'utf8',
  );
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  const extra = files.filter((f) => f.startsWith(`${page}-`) || f.startsWith('cookieconsent.esm-'));
  const seen = new Set();
  for (const start of [entry, ...extra]) if (start) await closure(start, seen);
  let bytes = 0;
  for (const name of seen) bytes += gzipSync(await chunk(name)).length;
  const kb = bytes / 1024;
  over ||= kb > BUDGET_KB;
  console.log(
    `${path.padEnd(14)} ${kb.toFixed(1).padStart(6)} KB gzip in ${seen.size} files${kb > BUDGET_KB ? `  (over the ${BUDGET_KB} KB budget)` : ''}`,
  );
}
// `--strict` turns the report into a check (for CI); the build itself only reports.
if (over && process.argv.includes('--strict')) process.exitCode = 1;
