import type { OutlineSection, Requirement } from '@penwright/shared';

/*
 * Drafts written for the review's tests: one clean, and one with each kind of problem. The clean draft is an
 * essay of about 330 words in APA with three references, three headings that match its outline, and nothing
 * the brief forbids.
 */

export const REQUIREMENTS: Requirement[] = [
  { id: 'word-count', label: 'About 330 words', kind: 'word_count', target: 330 },
  { id: 'citation-style', label: 'Use APA referencing', kind: 'citation_style', target: 'apa' },
  { id: 'source-1', label: 'Cite at least three sources', kind: 'source', target: 3 },
  { id: 'section-introduction', label: 'Introduction', kind: 'section', target: 'Introduction' },
  { id: 'section-conclusion', label: 'Conclusion', kind: 'section', target: 'Conclusion' },
  {
    id: 'prohibition-1',
    label: 'Do not write in the first person',
    kind: 'prohibition',
    target: 'first_person',
  },
];

export const OUTLINE: OutlineSection[] = [
  { id: 'introduction', title: 'Introduction', level: 2, targetWords: 70 },
  { id: 'discussion', title: 'Discussion', level: 2, targetWords: 190 },
  { id: 'conclusion', title: 'Conclusion', level: 2, targetWords: 70 },
];

export const BRIEF =
  'Write an essay of about 330 words on screens and sleep. Use APA. Do not use the first person.';

const p = (text: string) => `<p>${text}</p>`;
const h = (text: string) => `<h2>${text}</h2>`;

const INTRODUCTION = p(
  'Screens have become part of the evening routine for most adolescents. This essay considers how the light ' +
    'and the content of screens affect the timing and quality of sleep, and what schools and families can ' +
    'reasonably do about it (Hale & Guan, 2015).',
);
const DISCUSSION = [
  p(
    'Evening light suppresses the hormones that prepare the body for sleep and delays the internal clock. Laboratory studies show that reading ' +
      'on a tablet before bed lengthens the time needed to fall asleep and reduces alertness the next morning ' +
      '(Chang et al., 2015). The effect grows with brightness and with the time spent in front of the device.',
  ),
  p(
    'Content matters as much as light. Games and messages keep the mind engaged, and notifications interrupt ' +
      'sleep after it has begun. Surveys of secondary students link heavy evening use to shorter sleep on ' +
      'school nights, although such surveys cannot establish cause (Hale & Guan, 2015).',
  ),
  p(
    'Not every study agrees. A large analysis of adolescent data found that the link between technology use ' +
      'and well-being is small, and that other habits explain far more of the variation (Orben & Przybylski, ' +
      '2019). Policies that target screens alone may therefore achieve less than expected.',
  ),
].join('');
const CONCLUSION = p(
  'Screens shorten and disturb sleep through light and through engagement, yet the size of the effect is ' +
    'modest. Families can keep devices out of bedrooms at night, and schools can teach students how evening ' +
    'habits shape rest. Such steps are cheap and carry little risk.',
);
const REFERENCES = [
  p('References'),
  p(
    'Chang, A.-M., Aeschbach, D., Duffy, J. F., & Czeisler, C. A. (2015). Evening use of light-emitting eReaders negatively affects sleep, circadian timing, and next-morning alertness. Proceedings of the National Academy of Sciences, 112(4), 1232–1237.',
  ),
  p(
    'Hale, L., & Guan, S. (2015). Screen time and sleep among school-aged children and adolescents: A systematic literature review. Sleep Medicine Reviews, 21, 50–58.',
  ),
  p(
    'Orben, A., & Przybylski, A. K. (2019). The association between adolescent well-being and digital technology use. Nature Human Behaviour, 3(2), 173–182.',
  ),
].join('');

export const CLEAN_DRAFT = [
  h('Introduction'),
  INTRODUCTION,
  h('Discussion'),
  DISCUSSION,
  h('Conclusion'),
  CONCLUSION,
  REFERENCES,
].join('');

/**
 * Every kind of problem: a misspelling and an agreement error, informal words, a contraction and the first
 * person, a sentence of over forty words, no conclusion heading, a citation with no reference and one with the
 * wrong year, and too few words.
 */
export const FLAWED_DRAFT = [
  h('Introduction'),
  p(
    "I think screens is a really big deal for sleep, and it's pretty obvious that teenagers dont sleep enough " +
      'becuase of them (Hale & Guan, 2016).',
  ),
  h('Discussion'),
  p(
    'Evening light suppresses melatonin and delays the internal clock, and laboratory studies that compared ' +
      'reading on a tablet with reading a printed book before bed showed that the tablet lengthened the time ' +
      'needed to fall asleep and reduced alertness on the following morning in every group that was tested ' +
      '(Chang et al., 2015; Smith, 2020).',
  ),
  REFERENCES,
].join('');
