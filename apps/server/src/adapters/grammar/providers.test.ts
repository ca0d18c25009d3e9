import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { GrammarEdit } from '@penwright/shared';
import { closeWorkerPool } from '../../workers/pool.ts';
import { startHttpStub, type HttpStub } from '../../../test/http-stub.ts';
import { withFallback } from './index.ts';
import { languageToolGrammarProvider } from './languagetool.ts';
import { localGrammarProvider } from './local.ts';
import { GrammarProviderError, type GrammarProvider } from './provider.ts';
import { languageToolMatch, request, saplingEdit } from './providers.fixtures.ts';
import { saplingGrammarProvider } from './sapling.ts';

const stubs: HttpStub[] = [];
const stub = async (...args: Parameters<typeof startHttpStub>) => {
  const started = await startHttpStub(...args);
  stubs.push(started);
  return started;
};
afterEach(async () => {
  await Promise.all(stubs.splice(0).map((s) => s.close()));
});
afterAll(closeWorkerPool);

const flagged = (text: string, edits: readonly GrammarEdit[]) => edits.map((e) => text.slice(e.start, e.end));
const textOf = (body: string) => new URLSearchParams(body).get('text') ?? '';

describe('LanguageTool provider', () => {
  it('posts the text form-encoded with the dialect as a language and maps matches to edits', async () => {
    const lt = await stub((req) => ({
      body: { matches: [languageToolMatch(textOf(req.body), 'doesnt', 'utf16')] },
    }));
    const text = 'Students doesnt like being watched.';
    const edits = await languageToolGrammarProvider({ url: lt.url, timeoutMs: 2000 }).check(
      request(text, { dialect: 'british' }),
    );
    expect(lt.requests[0]).toMatchObject({ method: 'POST', url: '/v2/check' });
    expect(lt.requests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(lt.requests[0]?.body))).toEqual({
      text,
      language: 'en-GB',
    });
    expect(edits).toEqual([
      expect.objectContaining({
        start: 9,
        end: 15,
        replacement: 'doesnt-fixed',
        replacements: ['doesnt-fixed', 'second'],
        message: 'Possible problem with “doesnt”.',
        rule: 'languagetool:MORFOLOGIK_RULE_EN_US',
        category: 'spelling',
        general_error_type: 'Spelling',
        error_type: 'R:SPELL',
        sentence: text,
        sentence_start: 0,
      }),
    ]);
  });

  it.each([
    ['utf16', false],
    ['codepoint', false],
    ['utf16', true],
    ['codepoint', true],
  ] as const)('reads offsets counted in %s after emoji (context window: %s)', async (unit, window) => {
    const lt = await stub((req) => ({
      body: { matches: [languageToolMatch(textOf(req.body), 'teh', unit, {}, window)] },
    }));
    const text = 'Nice 😀😀 day 👩‍🎓. Then teh end.';
    const edits = await languageToolGrammarProvider({ url: lt.url, timeoutMs: 2000 }).check(request(text));
    expect(flagged(text, edits)).toEqual(['teh']);
  });

  it('maps categories from the issue type and the rule category', async () => {
    const text = 'One two three four.';
    const lt = await stub(() => ({
      body: {
        matches: [
          languageToolMatch(text, 'One', 'utf16', { rule: { id: 'A', issueType: 'typographical' } }),
          languageToolMatch(text, 'two', 'utf16', { rule: { id: 'B', issueType: 'style' } }),
          languageToolMatch(text, 'three', 'utf16', { rule: { id: 'C', category: { id: 'GRAMMAR' } } }),
          languageToolMatch(text, 'four', 'utf16', { offset: 400, rule: { id: 'D' } }),
        ],
      },
    }));
    const edits = await languageToolGrammarProvider({ url: lt.url, timeoutMs: 2000 }).check(request(text));
    expect(edits.map((e) => [e.rule, e.category])).toEqual([
      ['languagetool:A', 'punctuation'],
      ['languagetool:B', 'style'],
      ['languagetool:C', 'grammar'],
    ]);
  });
});

describe('Sapling provider', () => {
  it('sends the key, session and variety and turns sentence-relative offsets into offsets into the text', async () => {
    const text = 'The first sentence is fine. Students doesnt like a algorithm.';
    const second = 'Students doesnt like a algorithm.';
    const sapling = await stub(() => ({
      body: {
        edits: [
          saplingEdit(text, second, 'doesnt', 'utf16'),
          saplingEdit(text, second, 'a', 'utf16', { general_error_type: 'Grammar', error_type: 'R:DET' }),
        ],
      },
    }));
    const provider = saplingGrammarProvider({ apiKey: 'k-123', url: sapling.url, timeoutMs: 2000 });
    const edits = await provider.check(request(text, { dialect: 'australian' }));
    expect(sapling.requests[0]?.url).toBe('/api/v1/edits');
    expect(JSON.parse(sapling.requests[0]?.body ?? '{}')).toEqual({
      key: 'k-123',
      text,
      session_id: 'session-1',
      lang: 'en',
      variety: 'au-variety',
    });
    expect(flagged(text, edits)).toEqual(['doesnt', 'a']);
    expect(edits[0]).toMatchObject({ category: 'spelling', replacement: 'doesnt-fixed', sentence_start: 28 });
    expect(edits[1]).toMatchObject({ category: 'grammar', rule: 'sapling:R:DET', error_type: 'R:DET' });
  });

  it.each(['utf16', 'codepoint'] as const)('reads offsets counted in %s after emoji', async (unit) => {
    const text = 'Great 😀 work 🎉. The studnets 🎓 was happy.';
    const sentence = 'The studnets 🎓 was happy.';
    const sapling = await stub(() => ({
      body: {
        edits: [saplingEdit(text, sentence, 'studnets', unit), saplingEdit(text, sentence, 'was', unit)],
      },
    }));
    const provider = saplingGrammarProvider({ apiKey: 'k', url: sapling.url, timeoutMs: 2000 });
    expect(flagged(text, await provider.check(request(text)))).toEqual(['studnets', 'was']);
  });

  it.each(['utf16', 'codepoint'] as const)(
    'reads %s offsets when the emoji sits inside the only sentence',
    async (unit) => {
      const text = 'The 😀 studnets was happy.';
      const sapling = await stub(() => ({ body: { edits: [saplingEdit(text, text, 'studnets', unit)] } }));
      const provider = saplingGrammarProvider({ apiKey: 'k', url: sapling.url, timeoutMs: 2000 });
      expect(flagged(text, await provider.check(request(text)))).toEqual(['studnets']);
    },
  );
});

describe('falling back to the built-in engine', () => {
  const text = 'Students doesnt like being watched by a algorithm.';
  const failing = async (answer: Parameters<typeof startHttpStub>[0]) => {
    const remote = await stub(answer);
    return saplingGrammarProvider({ apiKey: 'k', url: remote.url, timeoutMs: 300 });
  };

  it.each([
    ['a 500', () => ({ status: 500, body: 'upstream broke' })],
    ['malformed JSON', () => ({ body: '{"edits": [' })],
    ['JSON of another shape', () => ({ body: { results: [] } })],
    ['no answer in time', () => null],
  ])(
    'answers with the local engine and logs the error after %s',
    async (_, answer) => {
      const log = { error: vi.fn() };
      const edits = await withFallback(await failing(answer), localGrammarProvider, log).check(request(text));
      // The engine's own answer: it flags "doesnt" (alone or with its subject) and the article.
      expect(flagged(text, edits).some((words) => words.includes('doesnt'))).toBe(true);
      expect(flagged(text, edits)).toContain('a');
      expect(edits.every((e) => e.rule.startsWith('harper:') || !e.rule.includes(':'))).toBe(true);
      expect(log.error).toHaveBeenCalledTimes(1);
      const [fields, message] = log.error.mock.calls[0] as [{ err: unknown; provider: string }, string];
      expect(fields.err).toBeInstanceOf(GrammarProviderError);
      expect(fields.provider).toBe('sapling');
      expect(message).toMatch(/sapling failed; used local/);
    },
    // The first case starts the engine on a worker thread, which takes over 30 s on a busy machine.
    90_000,
  );

  it('answers with the fallback when nothing listens at the address', async () => {
    const gone = await stub(() => null);
    await gone.close();
    const log = { error: vi.fn() };
    const local: GrammarProvider = { name: 'local', check: async () => [] };
    const provider = languageToolGrammarProvider({ url: gone.url, timeoutMs: 1000 });
    expect(await withFallback(provider, local, log).check(request(text))).toEqual([]);
    expect(log.error).toHaveBeenCalledOnce();
  });
});
