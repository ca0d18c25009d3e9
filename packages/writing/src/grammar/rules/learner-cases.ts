/*
 * Sentences written for the tests of the learner-error rules: for each rule, slips it must catch (with the
 * words it should mark) and correct sentences, many in an academic register, it must leave alone.
 */
export interface RuleCase {
  rule: string;
  flagged: [string, string][];
  clean: string[];
}

export const CONNECTOR_AND_PREPOSITION_CASES: RuleCase[] = [
  {
    rule: 'connector-doubling',
    flagged: [
      ['Although the sample was small, but the effect was clear.', 'but '],
      ['Because the data were missing, so we excluded them.', 'so '],
      ['Even though the model is simple, but it fits well.', 'but '],
    ],
    clean: [
      'Although the sample was small, the effect was clear.',
      'We stayed although it rained, but the others left.',
      'Because the data were missing, we excluded them, so the sample shrank.',
    ],
  },
  {
    rule: 'verb-after-preposition',
    flagged: [
      ['They left without say a word.', 'without say'],
      ['Before go to the field, we calibrated the sensors.', 'Before go'],
      ['I look forward to hear from the committee.', 'look forward to hear'],
    ],
    clean: [
      'The staff were on leave in August.',
      'Rather than go abroad, they stayed.',
      'Before leaving, we calibrated the sensors.',
      'I look forward to the results.',
    ],
  },
  {
    rule: 'preposition-choice',
    flagged: [
      ['The outcome depends of the dose.', 'depends of'],
      ['The committee is responsible of the budget.', 'responsible of'],
      ['She explained me the method.', 'explained me'],
      ['Participants must pay attention on the screen.', 'attention on'],
      ['The model is capable to predict rainfall.', 'capable to predict'],
      ['We have worked here since many years.', 'since many years'],
    ],
    clean: [
      'The outcome depends on the dose.',
      'The study focused attention on young children.',
      'He succeeded to the throne in 1547.',
      'The samples consist of two groups.',
      'The groups helped each other.',
    ],
  },
  {
    rule: 'preposition-before-clause',
    flagged: [
      ['Despite they were tired, the students finished.', 'Despite'],
      ['Because of there was no funding, the project stopped.', 'Because of'],
    ],
    clean: ['Despite the cost, the project continued.', 'Because of this, the results differ.'],
  },
  {
    rule: 'since-for',
    flagged: [['The clinic has operated since ten years.', 'since']],
    clean: ['The clinic has operated since 2010.', 'The clinic has operated for ten years.'],
  },
  {
    rule: 'verb-complement',
    flagged: [
      ['The museum is worth to visit.', 'to visit'],
      ['Students spend hours to study for exams.', 'to study'],
      ['I would like going to the conference.', 'going'],
    ],
    clean: ['The museum is worth visiting.', 'Students spend hours studying.', 'I would like to go.'],
  },
  {
    rule: 'comma-after-transition',
    flagged: [
      ['However the results were inconclusive.', 'However'],
      ['For example students in rural areas read less.', 'example'],
      ['Firstly the sample was small.', 'Firstly'],
      ['Unfortunately the archive was closed.', 'Unfortunately'],
      ['Second the questionnaire was too long.', 'Second'],
    ],
    clean: [
      'However, the results were inconclusive.',
      'Second language learners read more slowly.',
      'Third parties may not access the records.',
      'However we interpret the data, the trend remains.',
      'Thus the hypothesis was rejected.',
    ],
  },
];

export const FORM_AND_NUMBER_CASES: RuleCase[] = [
  {
    rule: 'uncountable-noun',
    flagged: [
      ['The survey collected many informations.', 'informations'],
      ['My supervisor gave me an advice.', 'an advice'],
    ],
    clean: ['The survey collected much information.', 'An information system was installed.'],
  },
  {
    rule: 'quantifier-of',
    flagged: [
      ['Most of people agree with the policy.', 'Most of people'],
      ['One of reasons is cost.', 'One of reasons'],
    ],
    clean: ['Most people agree.', 'Most of the people agree.', 'We made the most of opportunities.'],
  },
  {
    rule: 'other-with-plural',
    flagged: [['Others researchers disagree.', 'Others']],
    clean: ['Other researchers disagree.', 'Others disagree.'],
  },
  {
    rule: 'determiner-number',
    flagged: [['The authors report a significant differences.', 'a significant differences']],
    clean: ['A great many people came.', 'It is a rare species.', 'A few reasons remain.'],
  },
  {
    rule: 'missing-article',
    flagged: [
      ['It is one of best methods available.', 'of best'],
      ['In past, farmers relied on rain.', 'In past'],
      ['The data were found on internet.', 'internet'],
      ['This is good idea.', 'good idea'],
      ['We spent lot of time on it.', 'lot'],
    ],
    clean: [
      'Internet access is uneven.',
      'In past studies, the effect was small.',
      'This is hard work.',
      'A whole lot of data was lost.',
    ],
  },
  {
    rule: 'word-form',
    flagged: [
      ['The important of sleep is well known.', 'The important'],
      ['The different between the groups was small.', 'The different'],
    ],
    clean: ['The important point is sleep.', 'The different groups were small.'],
  },
];
