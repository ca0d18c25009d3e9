import { describe, expect, it } from 'vitest';
import { createGrammarChecker } from '../check.ts';
import { CONNECTOR_AND_PREPOSITION_CASES, FORM_AND_NUMBER_CASES } from './learner-cases.ts';
import { VERB_AND_WORD_CASES } from './learner-cases-verbs.ts';
import { QUANTITY_AND_FRAME_CASES } from './learner-cases-quantity.ts';

const checker = createGrammarChecker();

async function ruleHits(rule: string, text: string): Promise<string[]> {
  const findings = await checker.check(text, { dialect: 'american' });
  return findings.filter((f) => f.rule === rule).map((f) => text.slice(f.start, f.end));
}

describe('rules for learner errors', () => {
  for (const { rule, flagged, clean } of [
    ...CONNECTOR_AND_PREPOSITION_CASES,
    ...FORM_AND_NUMBER_CASES,
    ...VERB_AND_WORD_CASES,
    ...QUANTITY_AND_FRAME_CASES,
  ]) {
    it(`${rule}: flags the slips`, async () => {
      for (const [text, span] of flagged) expect(await ruleHits(rule, text), text).toContain(span);
    }, 60_000);
    it(`${rule}: leaves correct sentences alone`, async () => {
      for (const text of clean) expect(await ruleHits(rule, text), text).toEqual([]);
    });
  }

  it('stays quiet on a paragraph of correct academic prose', async () => {
    const text =
      'Although previous studies reported mixed results, the present analysis suggests a modest effect. ' +
      'Most of the participants completed both sessions, and those who did not were excluded. For example, ' +
      'three schools withdrew after the first term. The findings depend on the sample, which was drawn from ' +
      'urban areas; it is therefore unclear whether they generalise. Future work should examine rural schools ' +
      'and spend more time observing classrooms.';
    const findings = await checker.check(text, { dialect: 'british' });
    expect(findings.map((f) => `${f.rule}: ${text.slice(f.start, f.end)}`)).toEqual([]);
  }, 60_000);

  it('deletes a doubled connector with its space', async () => {
    const text = 'Although it rained, but we went out.';
    const finding = (await checker.check(text, { dialect: 'american' })).find(
      (f) => f.rule === 'connector-doubling',
    );
    expect(
      finding && text.slice(0, finding.start) + (finding.replacements[0] ?? '') + text.slice(finding.end),
    ).toBe('Although it rained, we went out.');
  });

  it('suggests the -ing form with the right spelling', async () => {
    const findings = await checker.check('They left without get paid.', { dialect: 'american' });
    expect(findings.find((f) => f.rule === 'verb-after-preposition')?.replacements[0]).toBe(
      'without getting',
    );
  });
});
