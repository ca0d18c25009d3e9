import type { Mappable } from '@tiptap/pm/transform';
import type { Transaction } from '@tiptap/pm/state';

export interface Range {
  from: number;
  to: number;
}

/** Past this many separate ranges they are merged into one span; a rare case not worth a long list. */
const MAX_RANGES = 32;

/** The ranges of the new document a transaction changed (insertions, and the points where text was deleted). */
export function changedRanges(tr: Transaction): Range[] {
  const out: Range[] = [];
  const { maps } = tr.mapping;
  maps.forEach((map, index) => {
    const rest = tr.mapping.slice(index + 1);
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      out.push({ from: rest.map(newStart, -1), to: rest.map(newEnd, 1) });
    });
  });
  return out;
}

export function mapRanges(ranges: readonly Range[], mapping: Mappable): Range[] {
  return ranges.map((r) => {
    const from = mapping.map(r.from, -1);
    return { from, to: Math.max(from, mapping.map(r.to, 1)) };
  });
}

/** The union of two lists of ranges, sorted, with touching ranges merged. */
export function mergeRanges(a: readonly Range[], b: readonly Range[]): Range[] {
  const all = [...a, ...b].sort((x, y) => x.from - y.from);
  const out: Range[] = [];
  for (const r of all) {
    const last = out[out.length - 1];
    if (last && r.from <= last.to) last.to = Math.max(last.to, r.to);
    else out.push({ ...r });
  }
  if (out.length <= MAX_RANGES) return out;
  return [{ from: out[0]!.from, to: out[out.length - 1]!.to }];
}
