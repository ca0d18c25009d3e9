import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeWorkerPool, runInWorker } from './pool.ts';

afterAll(closeWorkerPool);

const input = (paragraphs: string[], more: object = {}) => ({
  paragraphs,
  dialect: 'american' as const,
  words: [],
  style: false,
  forbidFirstPerson: false,
  ...more,
});

describe('grammar task on the worker pool', () => {
  beforeAll(() => runInWorker('grammar', input(['Warm up.'])), 60_000);

  it('answers findings for each paragraph, offsets into that paragraph', async () => {
    const paragraphs = ['We saw teh results.', 'Nothing wrong here.', 'Then teh end.'];
    const findings = await runInWorker('grammar', input(paragraphs));
    expect(findings).toHaveLength(3);
    const flagged = findings.map((list, i) => list.map((f) => paragraphs[i]?.slice(f.start, f.end)));
    expect(flagged).toEqual([['teh'], [], ['teh']]);
    expect(findings[0]?.[0]?.replacements).toContain('the');
  });

  it('never flags a dictionary word as misspelt', async () => {
    const text = 'We saw the zorblaxian results.';
    const flagged = async (words: string[]) =>
      (await runInWorker('grammar', input([text], { words })))[0]?.map((f) => text.slice(f.start, f.end));
    expect(await flagged([])).toContain('zorblaxian');
    expect(await flagged(['zorblaxian'])).not.toContain('zorblaxian');
  });
});
