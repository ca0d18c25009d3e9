import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrammarChecker, findingsToEdits } from '@penwright/writing/grammar';
import { closeWorkerPool } from '../../workers/pool.ts';
import { CHUNK_CHARS } from './chunks.ts';
import { localGrammarProvider } from './local.ts';
import { request } from './providers.fixtures.ts';

afterAll(closeWorkerPool);

describe('built-in provider', () => {
  beforeAll(() => localGrammarProvider.check(request('Warm up.')), 60_000);

  it('answers a long text spread over the threads exactly as one engine in one thread would', async () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) =>
      `Paragraph ${i} says that teh results was clear, and its plain that they doesnt agree. `.repeat(3),
    );
    const text = paragraphs.join('\n\n');
    const edits = await localGrammarProvider.check(request(text));
    const alone = await createGrammarChecker().check(text, { dialect: 'american' });
    expect(edits.length).toBeGreaterThan(120);
    expect(edits).toEqual(findingsToEdits(text, alone));
  }, 90_000); // Starts the engine on every thread: slow on a busy machine.

  it('answers a draft of several chunks as one thread would, findings at every chunk border included', async () => {
    const topics = ['rents', 'wages', 'commutes', 'tuition', 'rainfall', 'turnout', 'harvests', 'fares'];
    // Each paragraph opens and closes with a slip, so whichever paragraphs a chunk ends or starts with, there
    // are findings right at its edges; the middle varies so that no two paragraphs are alike.
    const paragraphs = Array.from({ length: 120 }, (_, i) => {
      const topic = topics[i % topics.length] ?? '';
      return (
        `Its clear that the data on ${topic} in region ${i} were gathered with care. ` +
        `The survey of ${100 + i * 7} households compared ${topic} across ${2 + (i % 5)} years, and ` +
        `the authors describe how each figure was checked against the council's own records. ` +
        `A second reader coded every interview, and disagreements were settled by discussion. ` +
        `The rise was smaller then the fall, and the council doesnt agree.`
      );
    });
    const text = paragraphs.join('\n\n');
    expect(text.length).toBeGreaterThan(2 * CHUNK_CHARS);
    const edits = await localGrammarProvider.check(request(text, { style: true }));
    const alone = await createGrammarChecker().check(text, { dialect: 'american', style: true });
    expect(edits).toEqual(findingsToEdits(text, alone));
    let start = 0;
    for (const paragraph of paragraphs) {
      const end = start + paragraph.length;
      const inside = edits.filter((e) => e.start >= start && e.end <= end);
      expect(inside.some((e) => e.start === start)).toBe(true);
      expect(inside.some((e) => e.end > end - 40)).toBe(true);
      start = end + 2;
    }
  }, 180_000); // Checks the draft twice, once in this thread; run alone, it also starts every thread's engine.

  it('checks the prose around a 50,000-character word quickly and flags nothing inside it', async () => {
    const word = 'x'.repeat(50_000 - 40);
    const text = `Teh start. ${word} teh end.`;
    const started = Date.now();
    const edits = await localGrammarProvider.check(request(text));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(edits.map((e) => text.slice(e.start, e.end))).toEqual(['Teh', 'teh']);
  });
});
