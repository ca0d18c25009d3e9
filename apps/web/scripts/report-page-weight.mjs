#!/usr/bin/env node
// Reports how much JavaScript (gzip) each prerendered page downloads before it is interactive: the entry
// and its static imports and the page's own chunk. The budget applies to that. The cookie banner's library
// is listed apart: it loads only after the page has loaded and the browser is idle, and only for a visitor
// who has not answered the banner yet (src/lib/consent/cookie-consent.ts). Run after a build.
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
  '/privacy-policy': 'privacy',
  '/terms': 'terms',
  '/contact': 'contact',
  '/help': 'help',
  '/unauthorised': 'unauthorised',
};

// Only the scripts themselves: the build also writes .br and .gz copies beside them (scripts/compress.mjs).
const files = (await readdir(assets)).filter((name) => name.endsWith('.js'));
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

const gzipKb = async (names) => {
  let bytes = 0;
  for (const name of names) bytes += gzipSync(await chunk(name)).length;
  return bytes / 1024;
};

let over = false;
for (const [path, page] of Object.entries(pages)) {
  const html = await readFile(
    join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`),
    'utf8',
  );
  // Prerendered pages name their entry on the script that starts it after the first paint.
  const entry = /(?:<script type="module"[^>]*src|data-entry)="\/assets\/([^"]+)"/.exec(html)?.[1];
  const initial = new Set();
  for (const start of [entry, ...files.filter((f) => f.startsWith(`${page}-`))])
    if (start) await closure(start, initial);
  const banner = new Set();
  for (const start of files.filter((f) => f.startsWith('cookieconsent.esm-'))) await closure(start, banner);
  for (const name of initial) banner.delete(name);
  const kb = await gzipKb(initial);
  const bannerKb = await gzipKb(banner);
  over ||= kb > BUDGET_KB;
  console.log(
    `${path.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB gzip in ${String(initial.size).padStart(2)} files` +
      ` (+${bannerKb.toFixed(1)} KB cookie banner after load, first visit only)` +
      (kb > BUDGET_KB ? `  over the ${BUDGET_KB} KB budget` : ''),
  );
}
// `--strict` turns the report into a check (for CI); the build itself only reports.
if (over && process.argv.includes('--strict')) process.exitCode = 1;
