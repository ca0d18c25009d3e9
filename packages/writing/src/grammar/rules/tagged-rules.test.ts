import { describe, expect, it } from 'vitest';
import { createGrammarChecker } from '../check.ts';
import type { RuleCase } from './learner-cases.ts';

// Sentences written for the rules that read part-of-speech tags: slips each must catch, with the words it
// marks, and correct sentences (many in an academic register) it must leave alone.
const CASES: RuleCase[] = [
  {
    rule: 'singular-subject-verb',
    flagged: [
      ['As a result, the author describe the method in detail.', 'describe'],
      ['Every participant receive a voucher.', 'receive'],
      ['In the second trial, patient complain of headaches.', 'complain'],
      ['She walk to the laboratory each morning.', 'walk'],
      ['Our survey indicate a clear trend.', 'indicate'],
      ['We hired an assistant who speak three languages.', 'speak'],
      ['She is a researcher who are careful with data.', 'are'],
      ['It was clear that the sample contain errors.', 'contain'],
    ],
    clean: [
      'The participants receive a voucher.',
      'The board recommended that the author revise the chapter.',
      'We watched the sample dissolve.',
      'The student and the teacher work together.',
      'Let it rest for an hour.',
      'Is it right to assume this?',
      'The staff prepare the rooms.',
      'The results show a clear trend.',
      'The boxes near the door which are empty go back.',
      'One of the authors who are cited here disagrees.',
      'It is essential that the author revise the chapter.',
    ],
  },
  {
    rule: 'plural-subject-verb',
    flagged: [
      ['We needs more time for the analysis.', 'needs'],
      ['The anonymous reviewers suggests a shorter abstract.', 'suggests'],
    ],
    clean: [
      'They go to the archive on Mondays.',
      'The reviewer suggests a shorter abstract.',
      'He and I agree.',
    ],
  },
  {
    rule: 'verb-as-modifier',
    flagged: [['She wrote a succeed proposal.', 'succeed']],
    clean: ['She wrote a successful proposal.', 'The work ended early.', 'A study group met weekly.'],
  },
  {
    rule: 'missing-be',
    flagged: [
      ['They happy with the outcome.', 'They happy'],
      ['I very tired after the fieldwork.', 'I very tired'],
    ],
    clean: ['They are happy with the outcome.', 'We found it useful.', 'They sell fresh bread.'],
  },
  {
    rule: 'base-verb-after-be',
    flagged: [
      ['The number of cases would be decrease next year.', 'decrease'],
      ['The gas is generate by natural processes.', 'generate'],
    ],
    clean: [
      'The number of cases would be decreasing next year.',
      'It is time to decide.',
      'The lid was put back.',
      'All we did was help them.',
      'Getting to know the patient is part of the care.',
      'The delay was cause for concern and cause of complaint.',
    ],
  },
  {
    rule: 'one-of-plural',
    flagged: [['It is one of the oldest building in the town.', 'building']],
    clean: ['It is one of the oldest buildings in the town.', 'One of the school buses broke down.'],
  },
  {
    rule: 'comma-after-introductory-clause',
    flagged: [
      ['When the samples arrived late we repeated the test.', 'late we'],
      ['Although the model fits the data it ignores the outliers.', 'data it'],
      ['In most of the rural districts they rely on wells.', 'districts they'],
      ['Although the method is cheap the results are poor.', 'cheap the'],
      ['At the start of the study the groups were similar.', 'study the'],
    ],
    clean: [
      'When the samples arrived late, we repeated the test.',
      'If the plan we chose fails, we start again.',
      'Because of the rain we stayed inside.',
      'When did you say we would meet?',
      'In 2010 we moved.',
      'When I think it over I agree.',
      'If we let the children play, they learn.',
      'When did the staff see the birds fly south?',
      'If the data show the effect holds, we publish.',
    ],
  },
  {
    rule: 'comma-before-conjunction',
    flagged: [
      ['The method is cheap and easy to run but it needs a large sample.', 'run but'],
      ['The first survey reached every household in the district but it missed the farms.', 'district but'],
      ['The pilot went well in both schools but the sample was too small.', 'schools but'],
    ],
    clean: [
      'The method is cheap and easy to run, but it needs a large sample.',
      'We read it and we agreed.',
      // Before "and" the comma is left to the writer: careful editors often leave it out.
      'The first survey reached every household in the district and it showed a steady decline.',
      'The survey was long but it worked.',
      'We read on many subjects so we get a broad view.',
      'It was not the method but the sample that failed.',
      'The pilot went well in both schools, but the sample was too small.',
    ],
  },
  {
    rule: 'run-on-sentence',
    flagged: [
      [
        'In my home town the traffic on the main road is a stressful situation it requires time and patience from every driver in the morning.',
        'In my home town the traffic on the main road is a stressful situation it requires time and patience from every driver in the morning',
      ],
    ],
    clean: [
      'The participants we interviewed in the second wave reported the same pattern that the first group described.',
      'Each of the methods we tested gives similar estimates when the sample is large enough for the analysis.',
      'The evidence we collected in the first two seasons supports the hypothesis that the colony moved north.',
    ],
  },
];

const checker = createGrammarChecker();

async function ruleHits(rule: string, text: string): Promise<string[]> {
  const findings = await checker.check(text, { dialect: 'american' });
  return findings.filter((f) => f.rule === rule).map((f) => text.slice(f.start, f.end));
}

describe('rules that read part-of-speech tags', () => {
  for (const { rule, flagged, clean } of CASES) {
    it(`${rule}: flags the slips`, async () => {
      for (const [text, span] of flagged) expect(await ruleHits(rule, text), text).toContain(span);
    }, 60_000);
    it(`${rule}: leaves correct sentences alone`, async () => {
      for (const text of clean) expect(await ruleHits(rule, text), text).toEqual([]);
    });
  }
});
