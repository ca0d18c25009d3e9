// Console table and the JSON file other tools (and later comparisons) read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { dirname } from 'node:path';

export function machine() {
  const cores = cpus();
  return {
    cpus: cores.length,
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()}`,
    node: process.version,
    // Other work on the machine skews every figure; a load near the CPU count means the run was not alone.
    loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

/** Left-aligns text and right-aligns numbers, the way a reader scans a table of figures. */
export function formatTable(rows) {
  if (rows.length === 0) return '(no rows)';
  const columns = Object.keys(rows[0]);
  const numeric = columns.map((c) => typeof rows[0][c] === 'number');
  const cell = (value) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));
  const cells = rows.map((row) => columns.map((c) => cell(row[c])));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((values) => values[i].length)));
  const line = (values) =>
    values.map((v, i) => (numeric[i] ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w));
  return [columns, rule, ...cells].map(line).join('\n');
}

export function printSection(section, result) {
  console.log(`\n${section.title}\n`);
  console.log(formatTable(result.rows));
  for (const [name, value] of Object.entries(result.summary ?? {})) console.log(`${name}: ${value}`);
  if (!result.ok) console.log('!! some requests failed: these figures are not valid');
}

export function writeResults(file, report) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
