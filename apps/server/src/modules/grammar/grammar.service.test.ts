import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GrammarEdit } from '@penwright/shared';
import type { GrammarProvider, GrammarRequest } from '../../adapters/grammar/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { writer, type Writer } from '../projects/projects.fixtures.ts';
import { checkGrammar, finishEdits } from './grammar.service.ts';
import { ignoreDigest } from './ignores.service.ts';

const edit = (start: number, end: number, more: Partial<GrammarEdit> = {}): GrammarEdit => ({
  id: `${start}`,
  start,
  end,
  replacement: '',
  sentence: '',
  sentence_start: 0,
  error_type: 'R:SPELL',
  general_error_type: 'Spelling',
  category: 'spelling',
  rule: 'spell',
  message: 'm',
  replacements: [],
  ...more,
});

describe('finishEdits', () => {
  const text = 'Ada wrote teh Penwright notes.';
  const none = { words: [], style: false, ignored: new Set<string>() };

  it('drops spans outside the text, whatever a provider answered', () => {
    const edits = [edit(-1, 2), edit(3, 2), edit(10, 13), edit(25, 31), edit(0.5, 2)];
    expect(finishEdits(text, edits, none).map((e) => e.id)).toEqual(['10']);
  });

  it('drops style findings unless asked for', () => {
    const styled = [edit(0, 3, { category: 'style', general_error_type: 'Style' }), edit(10, 13)];
    expect(finishEdits(text, styled, none)).toHaveLength(1);
    expect(finishEdits(text, styled, { ...none, style: true })).toHaveLength(2);
  });

  it('drops misspellings the dictionary knows, in any case, but not other findings on the same words', () => {
    const edits = [edit(14, 23), edit(14, 23, { category: 'grammar', id: 'g' })];
    expect(finishEdits(text, edits, { ...none, words: ['PENWRIGHT'] }).map((e) => e.id)).toEqual(['g']);
  });

  it('drops findings ignored by rule and words, case and spacing aside', () => {
    const ignored = new Set([ignoreDigest('spell', ' TEH ')]);
    const edits = [edit(10, 13), edit(10, 13, { rule: 'other', id: 'o' })];
    expect(finishEdits(text, edits, { ...none, ignored }).map((e) => e.id)).toEqual(['o']);
  });
});

describe('checkGrammar: what the account and project add to the request', () => {
  let t: TestApp;
  let w: Writer;
  const seen: GrammarRequest[] = [];
  const recording: GrammarProvider = {
    name: 'recording',
    check: async (request) => {
      seen.push(request);
      return [];
    },
  };
  const log = { error: vi.fn() };
  beforeAll(async () => {
    t = await createTestApp();
    w = await writer(t);
  });
  afterAll(() => t.close());
  const check = (body: object) =>
    checkGrammar(t.database.db, recording, w.user.id, { text: 'Some text.', session_id: 's9', ...body }, log);

  it('passes the saved dialect, the dictionary and the session; a variety overrides the dialect', async () => {
    await w.call('PUT', '/v1/grammar/preferences', { dialect: 'canadian' });
    await w.call('POST', '/v1/grammar/dictionary', { word: 'Penwright' });
    await check({});
    expect(seen.at(-1)).toMatchObject({
      dialect: 'canadian',
      words: ['Penwright'],
      sessionId: 's9',
      style: false,
      forbidFirstPerson: false,
    });
    await check({ variety: 'au-variety', style: true });
    expect(seen.at(-1)).toMatchObject({ dialect: 'australian', style: true });
  });

  it("asks for first-person findings when the project's brief forbids the first person", async () => {
    const strict = await w.createProject({ brief: 'Write 1,500 words. Avoid the first person throughout.' });
    const open = await w.createProject({ brief: 'You may write in the first person.' });
    await check({ document_id: strict.id });
    expect(seen.at(-1)?.forbidFirstPerson).toBe(true);
    await check({ document_id: open.id });
    expect(seen.at(-1)?.forbidFirstPerson).toBe(false);
  });

  it('answers no edits and logs the error when the engine fails, but lets busy and timeout answers through', async () => {
    const broken: GrammarProvider = {
      name: 'broken',
      check: () => Promise.reject(new RangeError('panicked')),
    };
    const body = { text: 'Some text.', session_id: 's' };
    expect(await checkGrammar(t.database.db, broken, w.user.id, body, log)).toEqual({ edits: [] });
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(RangeError) }, 'grammar check failed');
    const busy: GrammarProvider = {
      name: 'busy',
      check: () => Promise.reject(new HttpError(503, 'server/busy', 'Busy')),
    };
    await expect(checkGrammar(t.database.db, busy, w.user.id, body, log)).rejects.toMatchObject({
      statusCode: 503,
    });
  });

  it('does not call the provider for blank text', async () => {
    const before = seen.length;
    expect(await check({ text: ' \n ' })).toEqual({ edits: [] });
    expect(seen).toHaveLength(before);
  });
});
