import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_MAX_WORDS, type GrammarIgnore } from '@penwright/shared';
import { dictionaryWords, grammarIgnores, users, writingPreferences } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { dataOf } from '../projects/projects.fixtures.ts';
import { checker, flagged, warmEngine, type Checker } from './grammar.fixtures.ts';

describe('grammar settings: dictionary, ignores, dialect', () => {
  let t: TestApp;
  let w: Checker;
  let other: Checker;
  beforeAll(async () => {
    t = await createTestApp();
    [w, other] = await Promise.all([checker(t), checker(t)]);
    await warmEngine(w);
  }, 60_000);
  afterAll(() => t.close());
  const words = async (c: Checker) =>
    dataOf<{ words: string[] }>(await c.call('GET', '/v1/grammar/dictionary')).words;

  it('a word added to the dictionary stops being flagged for that writer only', async () => {
    const text = 'The zorblax framework was evaluated.';
    expect(flagged(text, await w.check(text))).toContain('zorblax');
    const added = await w.call('POST', '/v1/grammar/dictionary', { word: 'zorblax' });
    expect(added.statusCode).toBe(201);
    expect(dataOf<{ words: string[] }>(added).words).toEqual(['zorblax']);
    expect(flagged(text, await w.check(text))).not.toContain('zorblax');
    expect(flagged(text, await other.check(text))).toContain('zorblax');
  });

  it('adding a word again in any case is a 200 and keeps one copy; removing it flags it again', async () => {
    const again = await w.call('POST', '/v1/grammar/dictionary', { word: ' ZORBLAX ' });
    expect(again.statusCode).toBe(200);
    expect(await words(w)).toEqual(['zorblax']);
    expect((await w.call('POST', '/v1/grammar/dictionary', { word: 'Aardvarkian' })).statusCode).toBe(201);
    expect(await words(w)).toEqual(['Aardvarkian', 'zorblax']);
    const removed = await w.call('DELETE', '/v1/grammar/dictionary/Zorblax');
    expect(removed.statusCode).toBe(200);
    expect(dataOf<{ words: string[] }>(removed).words).toEqual(['Aardvarkian']);
    expect(flagged('The zorblax test.', await w.check('The zorblax test.'))).toContain('zorblax');
  });

  it.each([
    ['an empty word', { word: '  ' }],
    ['two words', { word: 'two words' }],
    ['a word too long', { word: 'x'.repeat(65) }],
    ['a NUL', { word: 'ab\u0000c' }],
    ['a number', { word: 7 }],
    ['an unknown field', { word: 'fine', extra: 1 }],
  ])('refuses %s with 400 naming word', async (_, payload) => {
    const res = await w.call('POST', '/v1/grammar/dictionary', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/word|extra|Unrecognized/);
  });

  it(`refuses a word past ${DICTIONARY_MAX_WORDS} with 409 and a message`, async () => {
    const full = await checker(t);
    const rows = Array.from({ length: DICTIONARY_MAX_WORDS }, (_, i) => ({
      userId: full.user.id,
      word: `w${i}`,
    }));
    await t.database.db.insert(dictionaryWords).values(rows);
    const res = await full.call('POST', '/v1/grammar/dictionary', { word: 'onemore' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'grammar/dictionary-full' });
    expect(res.json<{ message: string }>().message).toContain('5,000 words');
    expect((await full.call('POST', '/v1/grammar/dictionary', { word: 'W1' })).statusCode).toBe(200);
  });

  it('ignores a finding in one document only, and keeps it until removed', async () => {
    const [mine, second] = [await w.createProject(), await w.createProject()];
    const text = 'We saw teh results.';
    const before = await w.check(text, { document_id: mine.id });
    const typo = before.find((e) => text.slice(e.start, e.end) === 'teh');
    expect(typo).toBeDefined();
    const body = { documentId: mine.id, rule: typo!.rule, text: 'Teh ' };
    const created = await w.call('POST', '/v1/grammar/ignores', body);
    expect(created.statusCode).toBe(201);
    const ignore = dataOf<GrammarIgnore>(created);
    expect(ignore).toMatchObject({ documentId: mine.id, rule: typo!.rule, text: 'Teh ' });
    expect((await w.call('POST', '/v1/grammar/ignores', body)).statusCode).toBe(200);
    expect(flagged(text, await w.check(text, { document_id: mine.id }))).not.toContain('teh');
    expect(flagged(text, await w.check(text, { document_id: second.id }))).toContain('teh');
    expect(flagged(text, await w.check(text))).toContain('teh');
    const listed = await w.call('GET', `/v1/grammar/ignores?documentId=${mine.id}`);
    expect(dataOf<GrammarIgnore[]>(listed).map((i) => i.id)).toEqual([ignore.id]);
    expect(
      dataOf<GrammarIgnore[]>(await w.call('GET', `/v1/grammar/ignores?documentId=${second.id}`)),
    ).toEqual([]);
    expect((await other.call('DELETE', `/v1/grammar/ignores/${ignore.id}`)).statusCode).toBe(404);
    expect((await w.call('DELETE', `/v1/grammar/ignores/${ignore.id}`)).statusCode).toBe(200);
    expect(flagged(text, await w.check(text, { document_id: mine.id }))).toContain('teh');
  });

  it("answers 404 for another writer's document, as the project routes do", async () => {
    const theirs = await other.createProject();
    const check = await w.call('POST', '/api/v1/sapling/api/v1/edits', {
      text: 'Hello.',
      session_id: 's',
      document_id: theirs.id,
    });
    expect(check.statusCode).toBe(404);
    expect(check.json()).toMatchObject({ code: 'projects/not-found' });
    const add = await w.call('POST', '/v1/grammar/ignores', { documentId: theirs.id, rule: 'r', text: 'x' });
    expect(add.statusCode).toBe(404);
    expect((await w.call('GET', `/v1/grammar/ignores?documentId=${theirs.id}`)).statusCode).toBe(404);
    expect((await w.call('GET', '/v1/grammar/ignores')).statusCode).toBe(400);
    const nul = await w.call('POST', '/v1/grammar/ignores', {
      documentId: theirs.id,
      rule: 'r',
      text: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(400);
  });

  it('keeps the dialect: american until set, then the saved one; 400 for an unknown one', async () => {
    expect(dataOf(await other.call('GET', '/v1/grammar/preferences'))).toEqual({ dialect: 'american' });
    expect(dataOf(await other.call('PUT', '/v1/grammar/preferences', { dialect: 'australian' }))).toEqual({
      dialect: 'australian',
    });
    expect(dataOf(await other.call('GET', '/v1/grammar/preferences'))).toEqual({ dialect: 'australian' });
    const bad = await other.call('PUT', '/v1/grammar/preferences', { dialect: 'klingon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('dialect');
  });

  it('needs a token on every settings route', async () => {
    for (const [method, url] of [
      ['GET', '/v1/grammar/dictionary'],
      ['GET', '/v1/grammar/preferences'],
      ['GET', '/v1/grammar/ignores?documentId=x'],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });

  it('removes the dictionary, ignores and settings with the account', async () => {
    const gone = await checker(t);
    const project = await gone.createProject();
    await gone.call('POST', '/v1/grammar/dictionary', { word: 'Penwright' });
    await gone.call('POST', '/v1/grammar/ignores', { documentId: project.id, rule: 'r', text: 'x' });
    await gone.call('PUT', '/v1/grammar/preferences', { dialect: 'canadian' });
    await t.database.db.delete(users).where(eq(users.id, gone.user.id));
    const { db } = t.database;
    expect(await db.select().from(dictionaryWords).where(eq(dictionaryWords.userId, gone.user.id))).toEqual(
      [],
    );
    expect(await db.select().from(grammarIgnores).where(eq(grammarIgnores.userId, gone.user.id))).toEqual([]);
    expect(
      await db.select().from(writingPreferences).where(eq(writingPreferences.userId, gone.user.id)),
    ).toEqual([]);
  });
});
