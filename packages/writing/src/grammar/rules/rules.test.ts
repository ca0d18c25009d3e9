import { describe, expect, it } from 'vitest';
import { createGrammarChecker } from '../check.ts';

// Sentences written for these tests. Each rule has slips it must catch and correct sentences it must leave alone.
const checker = createGrammarChecker();

async function ruleHits(rule: string, text: string): Promise<string[]> {
  const findings = await checker.check(text, { dialect: 'american' });
  return findings.filter((f) => f.rule === rule).map((f) => text.slice(f.start, f.end));
}

const CASES: { rule: string; flagged: [string, string][]; clean: string[] }[] = [
  {
    rule: 'subject-verb-agreement',
    flagged: [
      ['The results was surprising.', 'results was'],
      ['They was late for the seminar.', 'They was'],
      ['Students doesnt like long lectures.', 'Students doesnt'],
      ['Everyone have a copy of the handout.', 'Everyone have'],
      ['There is many reasons to doubt it.', 'There is'],
      ['We interviewed people who is retired.', 'is'],
      ['The number of applicants were lower than expected.', 'were'],
      ['This means that the number of serious rivals are small.', 'are'],
    ],
    clean: [
      'The results were surprising.',
      'The number of applicants was lower than expected.',
      'A number of applicants were late.',
      'The number of people who were surveyed rose.',
      'One of the results is odd.',
      'If he were president, things would differ.',
      'He and I are colleagues.',
      'Does he go to the library?',
      'The news is encouraging.',
    ],
  },
  {
    rule: 'determiner-number',
    flagged: [
      ['This companies hire graduates.', 'This companies'],
      ['She gave a reasons for leaving.', 'a reasons'],
      ['We surveyed many person in town.', 'many person'],
      ['Every students passed.', 'Every students'],
      ['We visited several company that closed.', 'several company'],
      ['We read two article we found online.', 'two article'],
    ],
    clean: [
      'This results in higher costs.',
      'We read two articles we found online.',
      'Many school children we met were shy.',
      'Many school children came.',
      'A sports car is fast.',
      'Many believe that it works.',
      'The 2015 agreement held.',
    ],
  },
  {
    rule: 'verb-form-after-auxiliary',
    flagged: [
      ['She can goes home now.', 'goes'],
      ['They did not liked the plan.', 'liked'],
      ['We will went there tomorrow.', 'went'],
    ],
    clean: ['She can go home now.', 'The will of the people prevailed.', 'They do exercises daily.'],
  },
  {
    rule: 'confusable-words',
    flagged: [
      ['Their is a problem with the data.', 'Their'],
      ['It is bigger then the old one.', 'then'],
      ['The policy had a strong affect on prices.', 'affect'],
      ['Try not to loose the receipt.', 'loose'],
      ['We walked too the station.', 'too'],
      ['The firm values it’s own staff.', 'it’s'],
    ],
    clean: [
      'Their data is there.',
      'It was bigger then, but smaller now.',
      'Stress can affect sleep.',
      'The screw came loose.',
    ],
  },
  {
    rule: 'contraction-apostrophe',
    flagged: [
      ['The model isnt stable.', 'isnt'],
      ['They wont agree to it.', 'wont'],
      ['We cant measure that.', 'cant'],
    ],
    clean: ['As was his wont, he arrived early.', 'The model is not stable.'],
  },
  {
    rule: 'bare-verb-after-be',
    flagged: [
      ['I am agree with the author.', 'am agree'],
      ['The outcome is depend on funding.', 'is depend'],
    ],
    clean: ['I agree with the author.', 'It is part of the plan.'],
  },
  {
    rule: 'modal-with-to',
    flagged: [
      ['Students must to register early.', 'must to'],
      ["Students can't to register late.", "can't to"],
      ['Students will not to register twice.', 'will not to'],
    ],
    clean: [
      'Students ought to register early.',
      'Students ought not to register twice.',
      'Students will not register twice.',
    ],
  },
  {
    rule: 'gerund-after-verb',
    flagged: [['Many readers enjoy to read novels.', 'to read']],
    clean: ['Keep to the path.', 'Many readers enjoy reading novels.'],
  },
  {
    rule: 'fixed-phrase',
    flagged: [['We will discuss about the method.', 'discuss about']],
    clean: ['We will discuss the method.'],
  },
];

describe("Penwright's grammar rules", () => {
  for (const { rule, flagged, clean } of CASES) {
    it(`${rule}: flags the slips`, async () => {
      for (const [text, span] of flagged) expect(await ruleHits(rule, text), text).toContain(span);
    }, 60_000);
    it(`${rule}: leaves correct sentences alone`, async () => {
      for (const text of clean) expect(await ruleHits(rule, text), text).toEqual([]);
    });
  }

  it('finds repeated words and a lower-case sentence start through harper', async () => {
    const text = 'the model fits the the data.';
    const findings = await checker.check(text, { dialect: 'american' });
    expect(findings.map((f) => text.slice(f.start, f.end))).toEqual(
      expect.arrayContaining(['the', 'the the']),
    );
  });

  it('suggests the fix with the subject in place', async () => {
    const [finding] = await checker.check('The results was clear.', { dialect: 'american' });
    expect(finding?.replacements[0]).toBe('results were');
  });
});
