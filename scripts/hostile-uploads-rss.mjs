// `node --import tsx --expose-gc scripts/hostile-uploads-rss.mjs`: the server's resident memory while four
// hostile uploads arrive at once. A child process makes the bombs (compressing gigabytes leaves memory behind
// that is not the server's); this one builds the app (in-memory database, the real worker threads), warms every
// reader with one ordinary upload, then sends each set of four bombs concurrently and samples the process's RSS
// (worker threads included) every 10 ms. Prints one row per set; docs/RELIABILITY.md ("Hostile uploads") has
// the figures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp } from '../apps/server/test/app.ts';
import { bearer } from '../apps/server/test/identity.ts';
import { docxFile, multipartFile, pdfFile } from '../apps/server/src/modules/projects/analyse.fixtures.ts';
import { docxBomb, pdfFlateBomb } from '../apps/server/src/modules/projects/hostile-briefs.fixtures.ts';
import { writer } from '../apps/server/src/modules/projects/projects.fixtures.ts';
import { blackPng, pngClaiming } from '../apps/server/src/modules/users/hostile-images.fixtures.ts';

/** What four bombs at once may add to the memory of a server already warm (readers loaded, one of each done). */
const TARGET_MB = 600;
const BOMBS = ['bomb.docx', 'bomb.pdf', 'bomb.png', 'big.png'];

if (process.argv[2] === '--make') {
  const dir = process.argv[3];
  // Each just under the 5 MB upload limit: about 4 GB unpacked.
  writeFileSync(join(dir, 'bomb.docx'), await docxBomb(4_000, { lie: true }));
  writeFileSync(join(dir, 'bomb.pdf'), await pdfFlateBomb(4_000));
  writeFileSync(join(dir, 'bomb.png'), pngClaiming(50_000, 50_000));
  // The largest photo still decoded: 7,000 × 7,000 pixels (49 megapixels, 147 MB as RGB).
  writeFileSync(join(dir, 'big.png'), blackPng(7_000, 7_000));
  process.exit(0);
}
const dir = mkdtempSync(join(tmpdir(), 'hostile-uploads-'));
execFileSync(process.execPath, [...process.execArgv, process.argv[1], '--make', dir], { stdio: 'inherit' });
const [docx, pdf, pixelBomb, largest] = BOMBS.map((name) => readFileSync(join(dir, name)));
rmSync(dir, { recursive: true });
const MB = 1024 * 1024;
const rssMb = () => Math.round(process.memoryUsage().rss / MB);

const t = await createTestApp();
const w = await writer(t);
const project = await w.createProject();

async function send(url, filename, bytes) {
  const body = multipartFile(filename, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...bearer(w.user.token) },
    payload: body.payload,
  });
  return `${res.statusCode} ${res.json().code ?? 'ok'}`;
}
const photo = (name, bytes) => send('/v1/users/me/photo', name, bytes);
const brief = (name, bytes) => send(`/v1/projects/${project.id}/analyse`, name, bytes);

async function measure(label, uploads) {
  global.gc?.();
  const before = rssMb();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
  const started = Date.now();
  const answers = await Promise.all(uploads.map((upload) => upload()));
  clearInterval(timer);
  peak = Math.max(peak, rssMb());
  const row = {
    set: label,
    before: before,
    peak,
    ms: Date.now() - started,
    answers: [...new Set(answers)].join(', '),
  };
  console.log(JSON.stringify(row));
  return row;
}

console.log(
  `${availableParallelism()} CPUs, Node ${process.version}; .docx bomb ${(docx.length / MB).toFixed(1)} MB, ` +
    `PDF bomb ${(pdf.length / MB).toFixed(1)} MB, RSS at start ${rssMb()} MB`,
);

const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#345' } })
  .jpeg()
  .toBuffer();
const warm = await measure('warm-up: one photo, one .docx and one PDF brief', [
  () => photo('me.jpg', jpeg),
  async () => brief('brief.docx', await docxFile(['Write 2,000 words.'])),
  async () => brief('brief.pdf', await pdfFile(['Write 2,000 words.'])),
]);
const four = (upload) => [upload, upload, upload, upload];
const rows = [
  await measure(
    '4 × .docx zip bomb (4 GB unpacked)',
    four(() => brief('bomb.docx', docx)),
  ),
  await measure(
    '4 × PDF flate bomb (4 GB unpacked)',
    four(() => brief('bomb.pdf', pdf)),
  ),
  await measure(
    '4 × PNG of 50,000 × 50,000',
    four(() => photo('bomb.png', pixelBomb)),
  ),
  await measure(
    '4 × PNG of 7,000 × 7,000 (accepted)',
    four(() => photo('big.png', largest)),
  ),
  await measure('one of each: docx, PDF, 50,000² PNG, 7,000² PNG', [
    () => brief('bomb.docx', docx),
    () => brief('bomb.pdf', pdf),
    () => photo('bomb.png', pixelBomb),
    () => photo('big.png', largest),
  ]),
];
await t.close();
const worst = Math.max(...rows.map((r) => r.peak));
const added = worst - warm.peak;
console.log(
  `peak RSS ${worst} MB, ${added} MB above the warm server's ${warm.peak} MB ` +
    `(target: at most ${TARGET_MB} MB added): ${added <= TARGET_MB ? 'ok' : 'OVER'}`,
);
process.exitCode = added <= TARGET_MB ? 0 : 1;
