import type { Requirement } from '@penwright/shared';
import type { BriefAnalysis } from '../brief/brief.schema.ts';

/*
 * The checklist lines beyond length, style, deadline, sections and questions. Ids are derived from position
 * or aspect within each kind (`task-2`, `formatting-font`), so analysing the same brief again gives the same
 * ids; they stay well within the schema's 64 characters.
 */

const short = (text: string) => (text.length <= 200 ? text : `${text.slice(0, 199)}…`);
const label = (text: string) => text.slice(0, 500);

export function moreRequirements(analysis: BriefAnalysis): Requirement[] {
  const out: Requirement[] = [];
  analysis.tasks.forEach((t, i) => {
    out.push({ id: `task-${i + 1}`, label: label(t.text), kind: 'task', target: short(t.text) });
  });
  analysis.sources.forEach((s, i) => {
    const target = s.min ?? s.max ?? undefined;
    out.push({ id: `source-${i + 1}`, label: label(s.text), kind: 'source', target });
  });
  analysis.prohibitions.forEach((p, i) => {
    // A ban a rule can check carries its name ("first_person"); the rest carry the brief's words.
    out.push({
      id: `prohibition-${i + 1}`,
      label: label(p.text),
      kind: 'prohibition',
      target: p.check ?? short(p.text),
    });
  });
  const aspects = new Map<string, number>();
  for (const f of analysis.formatting) {
    const n = (aspects.get(f.aspect) ?? 0) + 1;
    aspects.set(f.aspect, n);
    const id = `formatting-${f.aspect.replace(/_/g, '-')}${n > 1 ? `-${n}` : ''}`;
    out.push({ id, label: label(f.text), kind: 'formatting', target: f.aspect });
  }
  analysis.markingCriteria.forEach((c, i) => {
    const weight = c.weight === null ? '' : c.unit === '%' ? ` (${c.weight}%)` : ` (${c.weight} ${c.unit})`;
    out.push({
      id: `criterion-${i + 1}`,
      label: label(`Marking criterion: ${c.text}${weight}`),
      kind: 'marking_criterion',
      target: c.weight ?? undefined,
    });
  });
  return out;
}
