import type { AnnotatedKind } from '../../fixtures/briefs/eval/types.ts';
import type { BriefScore, FieldName } from './score-checklist.ts';

export interface SetSummary {
  briefs: number;
  recallByKind: Record<string, { found: number; total: number }>;
  recall: number;
  items: number;
  /** Lines that match no stated requirement, as a share of all lines. */
  strayShare: number;
  /** Lines that restate a requirement another line already covers (or file it under another kind). */
  repeatedShare: number;
  fieldAccuracy: Record<FieldName, number>;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function summarise(scores: readonly BriefScore[]): SetSummary {
  const recallByKind: SetSummary['recallByKind'] = {};
  let found = 0;
  let total = 0;
  let items = 0;
  let stray = 0;
  let repeated = 0;
  const right: Record<FieldName, number> = { words: 0, pages: 0, style: 0, due: 0, minSources: 0 };
  for (const s of scores) {
    for (const f of s.found) {
      const k = (recallByKind[f.kind] ??= { found: 0, total: 0 });
      k.total += 1;
      total += 1;
      if (f.by) {
        k.found += 1;
        found += 1;
      }
    }
    items += s.found.filter((f) => f.by).length + s.repeated.length + s.stray.length;
    stray += s.stray.length;
    repeated += s.repeated.length;
    for (const name of Object.keys(right) as FieldName[]) {
      if (s.fields[name].expected === s.fields[name].actual) right[name] += 1;
    }
  }
  const n = scores.length || 1;
  const fieldAccuracy = Object.fromEntries(
    Object.entries(right).map(([k, v]) => [k, v / n]),
  ) as SetSummary['fieldAccuracy'];
  return {
    briefs: scores.length,
    recallByKind,
    recall: total ? found / total : 0,
    items,
    strayShare: items ? stray / items : 0,
    repeatedShare: items ? repeated / items : 0,
    fieldAccuracy,
  };
}

const KIND_ORDER: AnnotatedKind[] = [
  'task',
  'section',
  'source',
  'prohibition',
  'formatting',
  'marking_criterion',
  'word_count',
  'page_length',
  'citation_style',
  'due_date',
];

/** A plain-text report of one set, for the test output and docs/PERFORMANCE.md. */
export function report(name: string, summary: SetSummary): string {
  const lines = [`${name}: ${summary.briefs} briefs`];
  let total = 0;
  for (const kind of KIND_ORDER) {
    const k = summary.recallByKind[kind];
    if (!k) continue;
    total += k.total;
    lines.push(
      `  ${kind.padEnd(18)} ${String(k.found).padStart(3)} / ${String(k.total).padEnd(3)} ${pct(k.found / k.total)}`,
    );
  }
  lines.push(`  ${'all'.padEnd(18)} ${pct(summary.recall)} of ${total} stated requirements`);
  lines.push(`  not requirements   ${pct(summary.strayShare)} of ${summary.items} checklist lines`);
  lines.push(`  repeats            ${pct(summary.repeatedShare)} of ${summary.items} checklist lines`);
  for (const [field, acc] of Object.entries(summary.fieldAccuracy)) {
    lines.push(`  ${field.padEnd(18)} ${pct(acc)} of briefs right`);
  }
  return lines.join('\n');
}
