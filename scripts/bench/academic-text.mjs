// Varied academic prose for the benchmarks: paragraphs assembled from sentence patterns and word slots by a
// seeded generator, so a long text has few repeated paragraphs (a cache must not make the figures look better
// than a real draft would) and the same seed always gives the same text. About one sentence in eight carries a
// typical slip (agreement, article, apostrophe, confusable), as a student draft would.

const SUBJECTS = [
  'the survey',
  'this study',
  'the council',
  'the model',
  'the second cohort',
  'the archive',
  'the policy',
  'the interview panel',
  'the pilot scheme',
  'the literature',
];
const TOPICS = [
  'urban heat islands',
  'remote learning',
  'coastal erosion',
  'housing costs',
  'antibiotic resistance',
  'voter turnout',
  'migrant labour',
  'screen time',
  'river pollution',
  'food insecurity',
  'wind power',
  'museum funding',
];
const GROUPS = [
  'older residents',
  'first-year students',
  'small farmers',
  'night-shift nurses',
  'rural schools',
  'local councils',
  'young voters',
  'tenants',
  'family carers',
  'commuters',
];
const VERBS = ['suggests', 'indicates', 'shows', 'implies', 'confirms', 'questions'];
const ADJECTIVES = [
  'modest',
  'uneven',
  'lasting',
  'measurable',
  'limited',
  'striking',
  'gradual',
  'contested',
];
const PATTERNS = [
  (w) => `${cap(w.subject)} ${w.verb} that ${w.topic} has a ${w.adjective} effect on ${w.group}.`,
  (w) => `Between ${w.year} and ${w.year + w.n}, reports on ${w.topic} rose by ${w.n * 3} per cent.`,
  (w) =>
    `Critics argue that the evidence on ${w.topic} is ${w.adjective}, because most samples exclude ${w.group}.`,
  (w) =>
    `A closer reading of ${w.author} (${w.year}) places ${w.topic} within a wider debate about public spending.`,
  (w) =>
    `In ${w.n + 2} of the ${w.n + 9} districts studied, ${w.group} described the change as ${w.adjective}.`,
  (w) =>
    `This pattern is consistent with earlier work, although the sample of ${w.n * 40} cases remains small.`,
  (w) => `Where funding was stable, ${w.group} reported fewer problems linked to ${w.topic}.`,
  (w) =>
    `The findings ${w.verb.replace(/s$/, '')} a need for longer studies that follow ${w.group} over time.`,
];
const SLIPS = [
  (w) => `The results was ${w.adjective} for ${w.group}.`,
  (w) => `${cap(w.subject)} doesnt explain why ${w.topic} matters.`,
  (w) => `It was a ${w.adjective} and unusual finding, but an university report disagreed.`,
  (w) => `Their is little data on ${w.topic} before ${w.year}.`,
];
const AUTHORS = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Haddad', 'Novak', 'Reyes', 'Campbell'];

function cap(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Mulberry32: a small seeded generator, so runs compare like with like. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Paragraphs totalling about `words` words. */
export function academicParagraphs(words, seed = 1) {
  const random = generator(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const slots = () => ({
    subject: pick(SUBJECTS),
    topic: pick(TOPICS),
    group: pick(GROUPS),
    verb: pick(VERBS),
    adjective: pick(ADJECTIVES),
    author: pick(AUTHORS),
    year: 1990 + Math.floor(random() * 34),
    n: 2 + Math.floor(random() * 20),
  });
  const paragraphs = [];
  let count = 0;
  while (count < words) {
    const sentences = Array.from({ length: 4 + Math.floor(random() * 4) }, () =>
      (random() < 0.125 ? pick(SLIPS) : pick(PATTERNS))(slots()),
    );
    const paragraph = sentences.join(' ');
    paragraphs.push(paragraph);
    count += paragraph.split(/\s+/).length;
  }
  return paragraphs;
}
