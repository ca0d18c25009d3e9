import type { RuleCase } from './learner-cases.ts';

// Sentences written for the tests of the rules on quantity phrases and verb frames.
export const QUANTITY_AND_FRAME_CASES: RuleCase[] = [
  {
    rule: 'quantity-phrase-number',
    flagged: [
      ['There are a lot of student in the room.', 'student'],
      ['I had lots of problem with the exam.', 'problem'],
      ['We studied many new subject last year.', 'subject'],
      ['A number of student came.', 'student'],
      ['Many of the student passed.', 'student'],
      ['I met a lot of student there.', 'student'],
    ],
    clean: [
      'There is a lot of work to do.',
      'They spent a lot of money.',
      'We use a lot of energy.',
      'There is a lot of traffic.',
      'Plenty of water is needed.',
      'A lot of student housing is needed.',
      'Many other people came.',
      'It was a lot of fun.',
      'They went through lots of hardship.',
      'Many students passed.',
    ],
  },
  {
    rule: 'modal-able',
    flagged: [
      ["He can't able to come.", "can't able"],
      ['She will able to finish it.', 'will able'],
    ],
    clean: ['She will be able to finish it.', 'They were able to leave.'],
  },
  {
    rule: 'passive-intransitive',
    flagged: [
      ['It was happened yesterday.', 'was happened'],
      ['The problem is occurred often.', 'is occurred'],
    ],
    clean: ['The accident occurred at night.', 'What happened was strange.', 'It was changed later.'],
  },
  {
    rule: 'infinitive-after-verb',
    flagged: [['We decided to buying a car.', 'buying']],
    clean: ['I look forward to meeting you.', 'I am committed to helping them.', 'We decided to buy a car.'],
  },
  {
    rule: 'there-are-singular',
    flagged: [['There are a reason for this.', 'are']],
    clean: ['There are a few reasons.', 'There were a number of problems.', 'There was a reason.'],
  },
  {
    rule: 'subject-verb-agreement',
    flagged: [
      ['It also depend on the weather.', 'It also depend'],
      ['She always have lunch at noon.', 'She always have'],
    ],
    clean: ['Does he usually bring a book?', 'He and she always bring food.', 'It still remains unclear.'],
  },
  {
    rule: 'relative-clause-agreement',
    flagged: [
      ['The students who lives here are kind.', 'lives'],
      ['People who has money are lucky.', 'has'],
    ],
    clean: [
      'One of the students who lives here is kind.',
      'The student who lives here is kind.',
      'The students who live here are kind.',
    ],
  },
  {
    rule: 'verb-form-after-to',
    flagged: [
      ['I am going to helped him.', 'helped'],
      ['They have to studies more.', 'studies'],
    ],
    clean: ['I am going to the store.', 'It has to do with needs.', 'We have to limited resources.'],
  },
  {
    rule: 'verb-form-after-auxiliary',
    flagged: [
      ["She doesn't knows the answer.", 'knows'],
      ['He cannot understood it.', 'understood'],
      ["She won't goes there.", 'goes'],
    ],
    clean: ["We don't do exercises.", "They don't have needs.", 'He cannot understand it.'],
  },
];
