/*
 * Word lists for reading briefs. Kept as plain strings so they are easy to review and extend; English only,
 * since the rules around them (task verbs, referencing names) are English too.
 */

const set = (words: string) => new Set(words.trim().split(/\s+/));

/** Function words: never a key term, never a keyword a draft must contain. */
export const STOP_WORDS = set(`
  a about above after again against all also am an and any are as at be because been before being below between
  both but by can cannot could did do does doing down during each either etc few for from further had has have
  having he her here hers herself him himself his how however i if in into is it its itself just let may me
  might more most much must my myself no nor not now of off on once only or other ought our ours ourselves out
  over own per rather same shall she should so some such than that the their theirs them themselves then there
  these they this those through thus to too under until up upon us very via was we were what when where whether
  which while who whom whose why will with within without would yet you your yours yourself yourselves
  e.g i.e eg ie one two three four five six seven eight nine ten first second third many several various
  well using use used make made way ways within whilst also including include includes included etc
  less fewer least lot lots new following follow follows among amongst answering
`);

/**
 * Words every brief uses about the assignment itself rather than its subject: a key-term list full of
 * "essay", "marks" and "submission" would tell the writer nothing.
 */
export const BRIEF_BOILERPLATE = set(`
  essay essays assignment assignments report reports paper papers thesis dissertation dissertations chapter
  chapters project projects proposal proposals review case study studies coursework task tasks question questions
  answer answers student students module modules course courses unit units programme program tutor tutors
  lecturer lecturers seminar seminars lecture lectures week weeks semester term class
  word words count limit length page pages font spacing double single line margin margins
  submit submitted submission submissions deadline due date dates time late penalty penalties extension
  mark marks marking marked grade grades grading criteria rubric band bands outcome outcomes learning
  reference references referencing referenced cite cited citation citations citing style bibliography sources
  source apa mla harvard chicago ieee vancouver turabian edition
  section sections heading headings introduction conclusion conclusions structure format appendix appendices
  please note must should need needs required requirement requirements expected expect ensure
  online turnitin moodle canvas blackboard file files upload pdf docx document
  example examples evidence appropriate relevant clear clearly critical critically academic key
  january february march april may june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday am pm noon midnight
  approximately approx around maximum minimum least total overall final peer-reviewed research lab laboratory
  abstract executive summary background method methods methodology results findings discussion limitations
  recommendations recommendation literature title
`);

/** Task verbs, longest first so "critically assess" wins over "assess". Spellings normalised to British. */
export const TASK_VERBS = [
  'to what extent',
  'how far',
  'compare and contrast',
  'critically assess',
  'critically evaluate',
  'critically analyse',
  'critically analyze',
  'critically discuss',
  'critically examine',
  'critically review',
  'critically reflect on',
  'critically appraise',
  'critically compare',
  'account for',
  'reflect on',
  'discuss',
  'evaluate',
  'analyse',
  'analyze',
  'compare',
  'contrast',
  'explain',
  'examine',
  'assess',
  'justify',
  'investigate',
  'explore',
  'argue',
  'consider',
  'appraise',
  'propose',
  'recommend',
  'synthesise',
  'synthesize',
  'critique',
  'interpret',
  'identify',
  'describe',
  'outline',
  'develop',
  'design',
];

/** Single words of the task verbs, so they are not mistaken for the topic. */
export const TASK_VERB_WORDS = new Set(TASK_VERBS.flatMap((v) => v.split(' ')));

/** "analyze" → "analyse": one spelling so requirements and outlines read the same whatever the brief used. */
export function normaliseVerb(verb: string): string {
  return verb
    .toLowerCase()
    .replace(/yze\b/, 'yse')
    .replace(/size\b/, 'sise');
}
