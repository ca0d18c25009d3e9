import { readFileSync, readdirSync } from 'node:fs';
import { it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';

it('prints', () => {
  const dir = new URL('../fixtures/briefs/eval/held-out-4/', import.meta.url);
  for (const f of readdirSync(dir).filter((n) =>
    (process.env.ONLY ?? '').split(',').some((o) => n.startsWith(o)),
  )) {
    const a = analyseBrief(readFileSync(new URL(f, dir), 'utf8'), {
      projectType: 'essay',
      now: new Date('2027-01-01'),
    });
    console.log(
      f,
      JSON.stringify(
        {
          words: a.wordTarget,
          pages: a.pageLength,
          tasks: a.tasks.map((t) => t.text),
          sections: a.requiredSections,
          formatting: a.formatting,
          prohibitions: a.prohibitions,
          marking: a.markingCriteria,
          sources: a.sources,
        },
        null,
        1,
      ),
    );
  }
});
