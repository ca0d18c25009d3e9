import type { OutlineSection } from '@penwright/shared';
import { slug } from '../requirements/requirements-from-analysis.ts';
import type { OutlineItem } from './brief.schema.ts';

/**
 * The proposed outline in the shape a project stores (OutlineSectionSchema in packages/shared): ids from the
 * titles so re-analysis keeps them stable, the word allowance as targetWords, the guidance as notes.
 */
export function outlineSections(outline: readonly OutlineItem[]): OutlineSection[] {
  const used = new Set<string>();
  return outline.map((item) => {
    let id = slug(item.title);
    for (let n = 2; used.has(id); n += 1) id = `${slug(item.title)}-${n}`;
    used.add(id);
    return {
      id,
      title: item.title.slice(0, 200),
      level: 1,
      ...(item.words === null ? {} : { targetWords: item.words }),
      ...(item.guidance === null ? {} : { notes: item.guidance.slice(0, 2_000) }),
    };
  });
}
