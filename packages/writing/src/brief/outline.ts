import type { ProjectType } from '@penwright/shared';
import type { BriefQuestion, KeyTerm, OutlineItem, RequiredSection } from './brief.schema.ts';
import { templateFor, type DraftItem } from './outline-templates.ts';
import { headingsMatch, sectionName } from './section-names.ts';

/*
 * Merging rule: a brief that lists three or more counted sections has given the structure, so its list is the
 * outline (an essay keeps its question-led body parts inside it). A brief that names fewer has only added
 * requirements, so the project type's template stays and each named section either renames the matching
 * template item or is inserted at its usual position. Sections the brief sizes in words keep those words; the
 * rest of the target is shared out by weight and rounded to tens, with the largest part absorbing rounding.
 */

/** Where an unfamiliar section goes when inserted: after the body, before the conclusion. */
const UNKNOWN_RANK = 9.5;
const DEFAULT_WEIGHT = 0.1;

function fromRequired(section: RequiredSection, template: readonly DraftItem[]): DraftItem {
  const known = sectionName(section.title);
  const twin = template.find((t) => headingsMatch(section.title, t.title));
  return {
    title: section.title,
    weight: known?.counted === false ? 0 : (twin?.weight ?? known?.weight ?? DEFAULT_WEIGHT),
    rank: known?.rank ?? UNKNOWN_RANK,
    origin: 'brief',
    guidance: null,
    words: section.words,
  };
}

function insertByRank(items: DraftItem[], added: DraftItem): void {
  const at = items.findIndex((i) => i.origin !== 'question' && i.rank > added.rank);
  items.splice(at === -1 ? items.length : at, 0, added);
}

function merge(template: DraftItem[], required: readonly RequiredSection[]): DraftItem[] {
  const counted = required.filter((s) => sectionName(s.title)?.counted !== false);
  if (counted.length >= 3) {
    const items = required.map((s) => fromRequired(s, template));
    for (const q of template.filter((t) => t.origin === 'question')) {
      if (!items.some((i) => headingsMatch(i.title, q.title))) insertByRank(items, q);
    }
    return items;
  }
  const items = template.map((t) => ({ ...t }));
  for (const section of required) {
    const i = items.findIndex((t) => t.origin !== 'question' && headingsMatch(section.title, t.title));
    const existing = items[i];
    if (existing) items[i] = { ...existing, title: section.title, origin: 'brief', words: section.words };
    else insertByRank(items, fromRequired(section, template));
  }
  return items;
}

function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

/** Turns weights into shares of the target and word counts that add up to it exactly. */
function size(items: readonly DraftItem[], target: number | null): OutlineItem[] {
  const fixed = target === null ? 0 : items.reduce((n, i) => n + (i.words ?? 0), 0);
  const free = items.filter((i) => target === null || i.words === null);
  const totalWeight = free.reduce((n, i) => n + i.weight, 0) || 1;
  const remaining = target === null ? 1 : Math.max(0, target - fixed) / target;
  const out: OutlineItem[] = items.map((i) => {
    const share =
      target !== null && i.words !== null ? i.words / target : (i.weight / totalWeight) * remaining;
    const words = target === null ? null : (i.words ?? roundTo(share * target, 10));
    return {
      title: i.title,
      share: Math.round(share * 1000) / 1000,
      words,
      origin: i.origin,
      guidance: i.guidance,
    };
  });
  if (target !== null) {
    const sum = out.reduce((n, i) => n + (i.words ?? 0), 0);
    // Rounding to tens drifts; the largest freely sized part absorbs it so the parts add up to the target.
    const largest = out
      .filter((_, k) => items[k]?.words === null)
      .reduce<OutlineItem | null>((a, b) => (a === null || (b.words ?? 0) > (a.words ?? 0) ? b : a), null);
    if (largest && largest.words !== null && largest.words > 0 && fixed < target)
      largest.words += target - sum;
  }
  return out;
}

/** The proposed outline for the project type, with the brief's required sections merged in. */
export function proposeOutline(input: {
  projectType: ProjectType;
  targetWords: number | null;
  requiredSections: readonly RequiredSection[];
  questions: readonly BriefQuestion[];
  keyTerms: readonly KeyTerm[];
}): OutlineItem[] {
  const template = templateFor(input.projectType, input.questions, input.keyTerms);
  return size(merge(template, input.requiredSections), input.targetWords);
}
