import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrammarChecker, findingsToEdits } from '@penwright/writing/grammar';
import { closeWorkerPool } from '../../workers/pool.ts';
import { localGrammarProvider, shareOut } from './local.ts';
import { request } from './providers.fixtures.ts';

afterAll(closeWorkerPool);

const lengths = (paragraphs: string[], groups: number[][]) =>
  groups.map((g) => g.reduce((sum, i) => sum + (paragraphs[i]?.length ?? 0), 0));

describe('shareOut', () => {
  it('keeps a short text in one group', () => {
    expect(shareOut(['One short paragraph.', 'Another.'], 2)).toEqual([[0, 1]]);
  });

  it('splits a long text into consecutive groups of about equal length', () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => 'word '.repeat(100 + (i % 7) * 40));
    const groups = shareOut(paragraphs, 2);
    expect(groups.flat()).toEqual(paragraphs.map((_, i) => i));
    const [a = 0, b = 0] = lengths(paragraphs, groups);
    expect(groups).toHaveLength(2);
    expect(Math.abs(a - b) / (a + b)).toBeLessThan(0.05);
  });

  it('never makes more groups than paragraphs', () => {
    expect(shareOut(['x'.repeat(30_000)], 2)).toEqual([[0]]);
  });
});

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

  it('checks the prose around a 50,000-character word quickly and flags nothing inside it', async () => {
    const word = 'x'.repeat(50_000 - 40);
    const text = `Teh start. ${word} teh end.`;
    const started = Date.now();
    const edits = await localGrammarProvider.check(request(text));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(edits.map((e) => text.slice(e.start, e.end))).toEqual(['Teh', 'teh']);
  });
});
