// A reference library for the benchmarks: CSL-JSON items of every kind the add form offers, built by a seeded
// generator from pools of names, words and venues, so the same seed always gives the same library. Each item
// has its own first author and year pair, so no two works need "2020a" and "2020b" to be told apart; the
// formatter and the checker see the variety of a real library (one to twelve authors, particles, group
// authors, works without a date) without the cost of disambiguating a crowd of namesakes.

const FAMILIES = [
  'Abadi',
  'Achebe',
  'Adeyemi',
  'Ahmed',
  'Almeida',
  'Andersen',
  'Arakawa',
  'Baptiste',
  'Barros',
  'Becker',
  'Bergström',
  'Bianchi',
  'Boateng',
  'Brennan',
  'Cardoso',
  'Castillo',
  'Chandra',
  'Chen',
  'Costa',
  'Dahl',
  'Delgado',
  'Dimitrov',
  'Dubois',
  'Duarte',
  'Eriksen',
  'Farah',
  'Fischer',
  'Fonseca',
  'Fujita',
  'Gallagher',
  'García',
  'Ghosh',
  'Gómez',
  'Haddad',
  'Hakimi',
  'Hansen',
  'Hartmann',
  'Hussain',
  'Ibrahim',
  'Ito',
  'Jansen',
  'Jiménez',
  'Kahn',
  'Kapoor',
  'Karlsson',
  'Kato',
  'Kowalski',
  'Kumar',
  'Lambert',
  'Larsen',
  'Laurent',
  'Lindqvist',
  'Lopes',
  'Lundgren',
  'Mahmoud',
  'Marchetti',
  'Martins',
  'Mbeki',
  'Mendes',
  'Moreau',
  'Müller',
  'Murphy',
  'Nakamura',
  'Nascimento',
  'Nguyen',
  'Nielsen',
  'Novak',
  "O'Brien",
  'Okafor',
  'Oliveira',
  'Ortiz',
  'Osei',
  'Park',
  'Patel',
  'Pereira',
  'Petrov',
  'Quinn',
  'Rahman',
  'Ramos',
  'Rasmussen',
  'Reyes',
  'Ribeiro',
  'Rossi',
  'Saito',
  'Santos',
  'Schmidt',
  'Silva',
  'Singh',
  'Sokolov',
  'Suzuki',
  'Tanaka',
  'Teixeira',
  'Thompson',
  'Tran',
  'Usman',
  'Varga',
  'Vasquez',
  'Wagner',
  'Wang',
  'Weber',
  'Wójcik',
  'Yamamoto',
  'Yilmaz',
  'Zhang',
  'Zimmermann',
];
const PARTICLED = [
  ['van', 'Dijk'],
  ['van der', 'Berg'],
  ['de', 'Vries'],
  ['de', 'Souza'],
  ['von', 'Stein'],
  ['da', 'Cunha'],
  ['van', 'Leeuwen'],
  ['le', 'Roux'],
];
const GIVEN = [
  'Amara',
  'Ben',
  'Carla',
  'Daniel',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kofi',
  'Lena',
  'Mateo',
  'Nadia',
  'Omar',
  'Priya',
  'Rafael',
  'Sofia',
  'Tomás',
  'Uma',
  'Viktor',
  'Wen',
  'Yusuf',
  'Zoe',
];
const GROUPS = [
  'World Health Organization',
  'Organisation for Economic Co-operation and Development',
  'National Academies of Sciences, Engineering, and Medicine',
  'United Nations Environment Programme',
  'Office for National Statistics',
  'European Environment Agency',
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
  'sleep quality',
  'soil carbon',
  'public transport',
  'early literacy',
  'wildfire smoke',
  'clinical trials',
  'language loss',
  'microplastics',
];
const FRAMES = [
  (t, g) => `Measuring ${t} among ${g}: A longitudinal study`,
  (t, g) => `The effect of ${t} on ${g}`,
  (t) => `Rethinking ${t}: Evidence from three countries`,
  (t, g) => `${cap(t)} and ${g}: A systematic review`,
  (t) => `Why ${t} matters for policy`,
  (t, g) => `A randomised trial of interventions on ${t} for ${g}`,
  (t) => `Modelling ${t} with open data`,
];
const GROUPS_STUDIED = [
  'older residents',
  'first-year students',
  'small farmers',
  'night-shift nurses',
  'rural schools',
  'local councils',
  'young voters',
  'tenants',
];
const JOURNALS = [
  'Journal of Environmental Management',
  'Social Science & Medicine',
  'Nature Climate Change',
  'Computers & Education',
  'Urban Studies',
  'The Lancet Planetary Health',
  'Ecological Economics',
  'Review of Educational Research',
  'Journal of Applied Ecology',
  'Public Health',
  'Energy Policy',
  'PLOS ONE',
  'Global Environmental Change',
  'Language Learning',
];
const PUBLISHERS = [
  ['Cambridge University Press', 'Cambridge'],
  ['Oxford University Press', 'Oxford'],
  ['Routledge', 'London'],
  ['MIT Press', 'Cambridge, MA'],
  ['Springer', 'Cham'],
  ['University of Chicago Press', 'Chicago'],
];
const TYPES = [
  ['article-journal', 45],
  ['book', 12],
  ['chapter', 10],
  ['webpage', 8],
  ['report', 9],
  ['thesis', 5],
  ['paper-conference', 8],
  ['dataset', 3],
];

function cap(text) {
  return text[0].toUpperCase() + text.slice(1);
}

/** mulberry32: a small, well-spread generator (the same seed gives the same library). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` CSL-JSON items (with ids `ref1`, `ref2`, …) from `seed`. */
export function referenceLibrary(count, seed = 7) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const type = () => {
    let roll = next() * 100;
    for (const [name, weight] of TYPES) if ((roll -= weight) < 0) return name;
    return 'article-journal';
  };
  // One person per family and first given name: "Zoe Ito" and "Zoe R. Ito" would be two people that no
  // style can tell apart in a citation.
  const people = new Map();
  const person = () => {
    const first = pick(GIVEN);
    const middle = next() < 0.4 ? ` ${String.fromCharCode(65 + between(0, 25))}.` : '';
    const [particle, family] = next() < 0.06 ? pick(PARTICLED) : [null, pick(FAMILIES)];
    const key = `${particle}|${family}|${first}`;
    if (!people.has(key))
      people.set(key, {
        family,
        given: `${first}${middle}`,
        ...(particle && { 'non-dropping-particle': particle }),
      });
    return { ...people.get(key) };
  };
  const taken = new Set();
  const items = [];
  for (let n = 1; items.length < count; n += 1) {
    const kind = type();
    const group = (kind === 'report' || kind === 'webpage' || kind === 'dataset') && next() < 0.5;
    const size = group ? 1 : next() < 0.3 ? 1 : next() < 0.6 ? between(2, 3) : between(4, 12);
    const author = group ? [{ literal: pick(GROUPS) }] : Array.from({ length: size }, person);
    const undated = kind === 'webpage' && next() < 0.3;
    const year = undated ? null : between(1962, 2024);
    const key = `${author[0].family ?? author[0].literal}|${year ?? 'nd'}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const title = pick(FRAMES)(pick(TOPICS), pick(GROUPS_STUDIED));
    const [publisher, place] = pick(PUBLISHERS);
    const item = { id: `ref${items.length + 1}`, type: kind, author, title };
    if (year) item.issued = { 'date-parts': [[year]] };
    const first = between(1, 900);
    switch (kind) {
      case 'article-journal':
        Object.assign(item, {
          'container-title': pick(JOURNALS),
          volume: String(between(1, 120)),
          issue: String(between(1, 12)),
          page: `${first}-${first + between(5, 30)}`,
          DOI: `10.5555/bench.${seed}.${n}`,
        });
        break;
      case 'book':
        Object.assign(item, { publisher, 'publisher-place': place });
        break;
      case 'chapter':
        Object.assign(item, {
          'container-title': `Handbook of ${pick(TOPICS)}`,
          editor: [person(), person()],
          publisher,
          'publisher-place': place,
          page: `${first}-${first + between(15, 40)}`,
        });
        break;
      case 'webpage':
        Object.assign(item, {
          'container-title': 'Research briefings',
          URL: `https://example.org/briefings/${n}`,
          accessed: { 'date-parts': [[2024, between(1, 12), between(1, 28)]] },
        });
        break;
      case 'report':
        Object.assign(item, {
          publisher: group ? author[0].literal : publisher,
          'publisher-place': place,
          number: `WP-${between(1, 99)}`,
          URL: `https://example.org/reports/${n}`,
        });
        break;
      case 'thesis':
        Object.assign(item, { genre: 'PhD thesis', publisher: `University of ${place.split(',')[0]}` });
        break;
      case 'paper-conference':
        Object.assign(item, {
          'container-title': `Proceedings of the ${between(5, 40)}th Conference on ${cap(pick(TOPICS))}`,
          publisher: 'Association for Computing Machinery',
          page: `${first}-${first + between(6, 12)}`,
          DOI: `10.5555/conf.${seed}.${n}`,
        });
        break;
      case 'dataset':
        Object.assign(item, {
          publisher: 'Zenodo',
          version: `${between(1, 4)}.0`,
          DOI: `10.5555/data.${seed}.${n}`,
        });
        break;
    }
    items.push(item);
  }
  return items;
}
