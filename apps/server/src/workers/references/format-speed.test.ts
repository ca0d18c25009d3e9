import { describe, expect, it } from 'vitest';
import { CITATION_STYLES } from '@penwright/shared';
import type { RenderItem } from '@penwright/writing/references';
import { formatTask } from './references-task.ts';
import { SAMPLE_REFERENCES } from './sample-references.ts';

/** 500 references of every type, by 97 different first authors (so the styles have names to sort and tell apart). */
function library(size: number): RenderItem[] {
  const samples = Object.values(SAMPLE_REFERENCES);
  return Array.from({ length: size }, (_, i) => {
    const sample = samples[i % samples.length]!;
    return {
      ...sample,
      id: `ref${i}`,
      title: `${String(sample.title)}, part ${i + 1}`,
      author: [{ family: `Author${i % 97}`, given: 'Alex' }, ...(sample.author ?? []).slice(1)],
    };
  });
}

/*
 * How long a worker thread takes to render 500 references, each cited once, with a style already loaded. The
 * bound is loose so that a loaded machine passes, but quadratic work would not: the figures go in the notes.
 */
describe('formatting speed', () => {
  it.each(CITATION_STYLES)(
    'renders 500 references in %s',
    (style) => {
      const items = library(500);
      const citations = items.map((item) => [item.id]);
      formatTask({ style, items: items.slice(0, 8), citations: citations.slice(0, 8) });
      const started = performance.now();
      const out = formatTask({ style, items, citations });
      const took = performance.now() - started;
      expect(out.bibliography).toHaveLength(500);
      console.log(`${style}: 500 references in ${took.toFixed(0)} ms`);
      expect(took).toBeLessThan(20_000);
    },
    60_000,
  );
});
