import type { RuleCase } from './learner-cases.ts';

// Sentences written for the tests of the learner-error rules on verbs, pronouns and sound-alike words.
export const VERB_AND_WORD_CASES: RuleCase[] = [
  {
    rule: 'subject-verb-agreement',
    flagged: [
      ['The students thinks the test is fair.', 'students thinks'],
      ['It seem that the trend continues.', 'It seem'],
      ['Everyone agree with the proposal.', 'Everyone agree'],
    ],
    clean: ['Let it go.', 'Does it seem fair?', 'The sales figures rose.', 'We saw her leave.'],
  },
  {
    rule: 'relative-pronoun',
    flagged: [['The people which live here are kind.', 'which']],
    clean: ['The samples which we tested were clean.', 'The people who live here are kind.'],
  },
  {
    rule: 'participle-after-have',
    flagged: [
      ['The authors have develop a new test.', 'develop'],
      ['She has know him for years.', 'know'],
    ],
    clean: ['We have come to a conclusion.', 'They have work to do.', 'They have to decide.'],
  },
  {
    rule: 'verb-form-after-to',
    flagged: [
      ['They wanted to went home.', 'went'],
      ['She decided to goes abroad.', 'goes'],
    ],
    clean: ['They moved to the left.', 'She wanted to found a company.', 'Access to means of production.'],
  },
  {
    rule: 'missing-subject-it',
    flagged: [['Is important to control for age.', 'Is']],
    clean: [
      'Is it important to control for age?',
      'Is important work being done?',
      'It is important to control for age.',
    ],
  },
  {
    rule: 'very-with-verb',
    flagged: [['I very like this approach.', 'very']],
    clean: ['I very much like this approach.', 'They were very kind.'],
  },
  {
    rule: 'same-without-the',
    flagged: [['Both groups were tested at same time.', 'at same']],
    clean: ['Both groups were tested at the same time.'],
  },
  {
    rule: 'sound-alike-words',
    flagged: [
      ['The reform has lead to higher costs.', 'lead'],
      ['We must decide weather or not to proceed.', 'weather'],
      ['Even thought it rained, we continued.', 'thought'],
      ['Every teacher acts as a roll model.', 'roll'],
      ['May be it is larger than expected.', 'May be'],
      ['The advise of the panel was clear.', 'advise'],
    ],
    clean: [
      'Lead pipes are dangerous.',
      'The weather was cold.',
      'The effect may be larger.',
      'We advise caution.',
      'They came from Spain.',
      'Their live performance was recorded.',
    ],
  },
];
