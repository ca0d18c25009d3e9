import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankOverlongTokens, LONGEST_CHECKED_TOKEN } from './grammar-task.ts';
import { closeWorkerPool, runInWorker } from './pool.ts';

afterAll(closeWorkerPool);

const input = (text: string, more: object = {}) => ({
  text,
  dialect: 'american' as const,
  words: [],
  style: false,
  forbidFirstPerson: false,
  ...more,
});

describe('blankOverlongTokens', () => {
  it('blanks runs without spaces longer than a word can be, keeping every offset', () => {
    const long = 'y'.repeat(LONGEST_CHECKED_TOKEN + 1);
    const text = `Keep ${'x'.repeat(LONGEST_CHECKED_TOKEN)} and ${long}, then more.`;
    const { text: checked, blanked } = blankOverlongTokens(text);
    expect(checked).toHaveLength(text.length);
    expect(checked).toContain('x'.repeat(LONGEST_CHECKED_TOKEN));
    expect(checked).not.toContain('y');
    expect(blanked).toEqual([{ start: text.indexOf('y'), end: text.indexOf('y') + long.length + 1 }]);
  });
});

describe('grammar task on the worker pool', () => {
  beforeAll(() => runInWorker('grammar', input('Warm up.')), 60_000);

  it('answers edits in Sapling shape for the text it was given', async () => {
    const text = 'We saw teh results.';
    const edits = await runInWorker('grammar', input(text));
    expect(edits.map((e) => text.slice(e.start, e.end))).toContain('teh');
    expect(edits[0]).toMatchObject({ sentence: text, sentence_start: 0, replacement: 'the' });
  });

  it('never flags a dictionary word as misspelt', async () => {
    const text = 'We saw the zorblaxian results.';
    const flagged = async (words: string[]) =>
      (await runInWorker('grammar', input(text, { words }))).map((e) => text.slice(e.start, e.end));
    expect(await flagged([])).toContain('zorblaxian');
    expect(await flagged(['zorblaxian'])).not.toContain('zorblaxian');
  });

  it('checks the prose around a 50,000-character word quickly and flags nothing inside it', async () => {
    const word = 'x'.repeat(50_000 - 40);
    const text = `Teh start. ${word} teh end.`;
    const started = Date.now();
    const edits = await runInWorker('grammar', input(text));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(edits.map((e) => text.slice(e.start, e.end))).toEqual(['Teh', 'teh']);
  });
});
