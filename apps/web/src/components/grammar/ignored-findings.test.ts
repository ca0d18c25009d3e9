import { describe, expect, it } from 'vitest';
import { ruleLabel } from './ignored-findings';

describe('ruleLabel', () => {
  it("reads a rule's id as words, without the engine's prefix", () => {
    expect(ruleLabel('harper:SentenceCapitalization')).toBe('Sentence capitalization');
    expect(ruleLabel('subject-verb-agreement')).toBe('Subject verb agreement');
    expect(ruleLabel('languagetool:MORFOLOGIK_RULE_EN_US')).toBe('Morfologik rule en us');
  });
});
