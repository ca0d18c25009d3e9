import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrammarCheckResponse } from '@penwright/shared';
import { createTestApp, testConfig, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/identity.ts';
import { checker, EDITS_URL, warmEngine, type Checker } from './grammar.fixtures.ts';

const LIMIT = 4;

describe('grammar check: per-account limit', () => {
  let t: TestApp;
  let w: Checker;
  let other: Checker;
  beforeAll(async () => {
    t = await createTestApp({ config: { grammar: { ...testConfig().grammar, checksPerMinute: LIMIT } } });
    [w, other] = await Promise.all([checker(t), checker(t)]);
  }, 60_000);
  afterAll(() => t.close());

  it(`answers 429 after ${LIMIT} checks a minute for that account only`, async () => {
    for (let i = 0; i < LIMIT; i += 1) await w.check('');
    const res = await w.call('POST', EDITS_URL, { text: '', session_id: 's' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 'error', code: 'grammar/too-many-checks' });
    expect(res.json<{ message: string }>().message).toContain(`${LIMIT} grammar checks`);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await other.check('')).toEqual([]);
  });
});

describe('grammar check: hostile input', () => {
  let t: TestApp;
  let other: Checker;
  beforeAll(async () => {
    t = await createTestApp();
    other = await checker(t);
    await warmEngine(other);
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    ['NUL characters', 'Nul\u0000 in the midle\u0000 of text.'],
    ['lone surrogates', 'Broken \ud800 half \udc00 pairs and a typpo.'],
    ['emoji and joiners', '👩‍👩‍👧‍👦🏳️‍🌈 Familys 🇬🇧 are  happy.'],
    ['right-to-left text', 'The word مرحبا means hello, and שלום is peace; ‮reversed‬ text.'],
    ['HTML', '<p onclick="x()">Hello <b>wrold</b></p><script>alert(1)</script>'],
    ['one 50,000-character word', 'x'.repeat(50_000)],
    ['control characters', '\u0001\u0002\u001b[31m red \u007f text\r\n\r\n\f'],
  ])(
    'checks %s without a 5xx, every offset inside the text',
    async (_, text) => {
      const res = await other.call('POST', EDITS_URL, { text, session_id: 's' });
      expect(res.statusCode).toBe(200);
      for (const edit of res.json<GrammarCheckResponse>().edits) {
        expect(edit.start).toBeGreaterThanOrEqual(0);
        expect(edit.start).toBeLessThanOrEqual(edit.end);
        expect(edit.end).toBeLessThanOrEqual(text.length);
      }
    },
    60_000,
  );

  it.each([
    ['5,000-deep JSON', `${'{"text":'.repeat(5000)}"x"${'}'.repeat(5000)}`],
    ['an array', '[1,2,3]'],
    ['broken JSON', '{"text": "unfinished'],
    ['text as an object', '{"text": {"nested": true}, "session_id": "s"}'],
    ['no session', '{"text": "Hello."}'],
    ['a language other than English', '{"text": "Hola.", "session_id": "s", "lang": "es"}'],
    ['an unknown variety', '{"text": "Hi.", "session_id": "s", "variety": "nz-variety"}'],
    ['a malformed document id', '{"text": "Hi.", "session_id": "s", "document_id": ""}'],
  ])('answers 4xx for %s', async (_, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: EDITS_URL,
      headers: { ...bearer(other.user.token), 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 'error' });
  });
});
