import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageToolMatch } from '../../adapters/grammar/providers.fixtures.ts';
import { createTestApp, testConfig, type TestApp } from '../../../test/app.ts';
import { startHttpStub, type HttpStub } from '../../../test/http-stub.ts';
import { checker, flagged, type Checker } from './grammar.fixtures.ts';

const text = 'Students doesnt like being watched by a algorithm.';

describe('grammar check through an outside provider chosen by the configuration', () => {
  let languageTool: HttpStub;
  let broken: HttpStub;
  let viaLanguageTool: TestApp;
  let viaBrokenSapling: TestApp;
  let lt: Checker;
  let sapling: Checker;
  beforeAll(async () => {
    languageTool = await startHttpStub((req) => {
      const sent = new URLSearchParams(req.body).get('text') ?? '';
      return {
        body: { matches: sent.includes('doesnt') ? [languageToolMatch(sent, 'doesnt', 'utf16')] : [] },
      };
    });
    broken = await startHttpStub(() => ({ status: 502, body: 'Bad gateway' }));
    const grammar = testConfig().grammar;
    [viaLanguageTool, viaBrokenSapling] = await Promise.all([
      createTestApp({ config: { grammar: { ...grammar, languageToolUrl: languageTool.url } } }),
      createTestApp({ config: { grammar: { ...grammar, saplingApiKey: 'key', saplingUrl: broken.url } } }),
    ]);
    [lt, sapling] = await Promise.all([checker(viaLanguageTool), checker(viaBrokenSapling)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([
      viaLanguageTool.close(),
      viaBrokenSapling.close(),
      languageTool.close(),
      broken.close(),
    ]);
  });

  it('answers with LanguageTool’s matches in the edits shape when LANGUAGETOOL_URL is set', async () => {
    await lt.call('PUT', '/v1/grammar/preferences', { dialect: 'canadian' });
    const edits = await lt.check(text);
    expect(edits).toEqual([
      expect.objectContaining({
        start: 9,
        end: 15,
        rule: 'languagetool:MORFOLOGIK_RULE_EN_US',
        category: 'spelling',
      }),
    ]);
    expect(new URLSearchParams(languageTool.requests.at(-1)?.body).get('language')).toBe('en-CA');
  });

  it('still filters LanguageTool’s answer through the writer’s dictionary', async () => {
    await lt.call('POST', '/v1/grammar/dictionary', { word: 'doesnt' });
    expect(await lt.check(text)).toEqual([]);
  });

  it('answers with the built-in engine when Sapling fails', async () => {
    const edits = await sapling.check(text);
    expect(flagged(text, edits)).toContain('a');
    expect(edits.every((e) => !e.rule.startsWith('sapling:'))).toBe(true);
    expect(broken.requests).toHaveLength(1);
  }, 30_000);
});
