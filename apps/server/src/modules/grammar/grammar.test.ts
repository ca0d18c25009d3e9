import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAMMAR_MAX_CHARS, type GrammarEdit } from '@penwright/shared';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { usageCounters } from '../../db/schema/index.ts';
import { checker, EDITS_URL, flagged, warmEngine, type Checker } from './grammar.fixtures.ts';

describe('grammar check: POST /api/v1/sapling/api/v1/edits', () => {
  let t: TestApp;
  let w: Checker;
  beforeAll(async () => {
    t = await createTestApp();
    w = await checker(t);
    await warmEngine(w);
  }, 60_000);
  afterAll(() => t.close());

  it("answers Sapling's shape, offsets cutting out the flagged words", async () => {
    const text = 'Students doesnt like being watched by a algorithm.';
    const res = await w.call('POST', EDITS_URL, { text, session_id: 's1' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { edits: GrammarEdit[]; status?: unknown };
    expect(body.status).toBeUndefined();
    // The engine may flag the word alone (spelling) or with its subject (agreement); either fixes it.
    const doesnt = body.edits.find((e) => text.slice(e.start, e.end).includes('doesnt'));
    expect(doesnt?.replacement).toMatch(/n't/);
    expect(doesnt?.general_error_type).toMatch(/Spelling|Grammar/);
    const article = body.edits.find((e) => text.slice(e.start, e.end) === 'a');
    expect(article).toMatchObject({ replacement: 'an', general_error_type: 'Grammar' });
    for (const edit of body.edits) {
      expect(Object.keys(edit).sort()).toEqual(
        [
          'id',
          'start',
          'end',
          'replacement',
          'sentence',
          'sentence_start',
          'error_type',
          'general_error_type',
          'category',
          'rule',
          'message',
          'replacements',
        ].sort(),
      );
      expect(edit.sentence).toBe(text);
      expect(edit.sentence_start).toBe(0);
    }
  });

  it('counts offsets in UTF-16 code units after emoji and accented letters', async () => {
    const text = 'Café 😀 naïve 👩‍🎓 résumé: the studnets was happy.';
    const edits = await w.check(text);
    expect(flagged(text, edits)).toContain('studnets');
    for (const edit of edits) {
      expect(edit.start).toBeGreaterThanOrEqual(0);
      expect(edit.end).toBeLessThanOrEqual(text.length);
      expect(text.slice(edit.sentence_start, edit.sentence_start + edit.sentence.length)).toBe(edit.sentence);
    }
  });

  it('answers an empty list for empty or blank text', async () => {
    expect(await w.check('')).toEqual([]);
    expect(await w.check('   \n\t ')).toEqual([]);
  });

  it('answers 413 naming the limit for text over 50,000 characters, and checks 50,000 exactly', async () => {
    const res = await w.call('POST', EDITS_URL, { text: 'a'.repeat(GRAMMAR_MAX_CHARS + 1), session_id: 's' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', code: 'grammar/text-too-long' });
    expect((res.json() as { message: string }).message).toContain('50,000 characters');
    const longest = 'The sentence is fine. '.repeat(GRAMMAR_MAX_CHARS / 22 + 1).slice(0, GRAMMAR_MAX_CHARS);
    expect(Array.isArray(await w.check(longest))).toBe(true);
  });

  it('counts each check it runs in the usage figures, and not a text it refuses', async () => {
    const checks = async () =>
      (await t.database.db.select().from(usageCounters).where(eq(usageCounters.metric, 'checks')))[0]
        ?.count ?? 0;
    const before = await checks();
    expect(await w.check('One more sentence to count.')).toBeInstanceOf(Array);
    expect(await checks()).toBe(before + 1);
    const refused = await w.call('POST', EDITS_URL, {
      text: 'a'.repeat(GRAMMAR_MAX_CHARS + 1),
      session_id: 's',
    });
    expect(refused.statusCode).toBe(413);
    expect(await checks()).toBe(before + 1);
  });

  it.each([
    ['missing', { session_id: 's' }],
    ['a number', { text: 42, session_id: 's' }],
    ['null', { text: null, session_id: 's' }],
  ])('answers 400 naming text when text is %s', async (_, payload) => {
    const res = await w.call('POST', EDITS_URL, payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/\btext\b/);
  });

  it('needs a bearer token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EDITS_URL,
      payload: { text: 'Hello.', session_id: 's' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('checks against the variety asked for, else the saved preference', async () => {
    const text = 'The color of the colour.';
    expect(flagged(text, await w.check(text))).toEqual(['colour']);
    expect(flagged(text, await w.check(text, { variety: 'gb-variety' }))).toEqual(['color']);
    expect((await w.call('PUT', '/v1/grammar/preferences', { dialect: 'british' })).statusCode).toBe(200);
    expect(flagged(text, await w.check(text))).toEqual(['color']);
    expect(flagged(text, await w.check(text, { variety: 'us-variety' }))).toEqual(['colour']);
  });

  it('describes the grammar routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        EDITS_URL,
        '/v1/grammar/dictionary',
        '/v1/grammar/dictionary/{word}',
        '/v1/grammar/ignores',
        '/v1/grammar/ignores/{id}',
        '/v1/grammar/preferences',
      ]),
    );
  });
});
