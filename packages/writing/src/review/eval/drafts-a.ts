import { outline, req, type EvalDraft } from './draft.ts';

/** Tuning half. An undergraduate psychology paper in APA, close to clean. */
export const D01: EvalDraft = {
  id: 'd01-ux-biometrics',
  modelledOn:
    'a student sample paper in APA on biometrics in user-experience research, published by a citation guide',
  level: 'undergraduate',
  style: 'apa',
  dialect: 'american',
  brief:
    'PSYC 210 short research paper. Write 450–600 words (references not counted) in APA style (7th edition) on one physiological measure used in applied psychology. Use at least four scholarly sources. Include an introduction and a conclusion.',
  requirements: [
    req('word_count', '450–600 words, references not counted', '450–600'),
    req('citation_style', 'APA 7th edition', 'apa'),
    req('source', 'At least four scholarly sources', 4),
  ],
  outline: outline(520, [
    ['Introduction', 0.2],
    ['Eye Tracking', 0.25],
    ['Skin Conductance', 0.25],
    ['Limitations', 0.15],
    ['Conclusion', 0.15],
  ]),
  source: `
# Introduction

Designers of websites and apps have long relied on what users say about a product, yet people are often poor judges of their own attention and feelings. Biometric measures offer a second line of evidence: they record what the body does while a person uses an interface. This paper examines two such measures, eye tracking and skin conductance, and asks what each can tell a design team that interviews and questionnaires cannot. It argues that both are useful when they are read alongside what users report, and misleading when they are read alone.

# Eye Tracking

Eye tracking records where a person looks, for how long, and in what order. In usability studies the most common outputs are fixations, the brief pauses during which the eye takes in information, and heat maps that add those fixations up across many participants (Bergstrom & Schall, 2014). Nielsen and Pernice (2010) observed more than two hundred users reading web pages and found that attention concentrated on the top and left of the page, a pattern later described as an F-shape. Findings of this kind help designers decide where to place the most important content.

A long fixation, however, does not say why the eye stayed. A participant may linger on a menu because it is interesting or because it is confusing. For this reason Bergstrom and Schall (2014) recommend pairing gaze data with a retrospective interview in which the participant watches a replay of their own session.

# Skin Conductance

Skin conductance, sometimes called galvanic skin response, measures small changes in sweat on the fingers. These changes follow arousal, so a rise can indicate stress, surprise, or excitement (Dirican & Göktürk, 2011). Picard (1997) argued that a computer able to sense such signals could respond to the emotional state of its user, and her work helped establish affective computing as a field.

In design research, skin conductance can show the moment at which a checkout form becomes frustrating, even when a participant later describes the task as easy. Because arousal has no direction, the measure cannot separate pleasure from annoyance on its own.

# Limitations

Both measures require equipment, calibration, and quiet rooms, which makes studies slower and more expensive than a survey. Samples are therefore small, and results from a laboratory may not hold when people use a product at home. Physiological signals also vary widely between individuals, so a single participant's trace means little without a baseline.

# Conclusion

Eye tracking and skin conductance give designers access to behavior that users cannot easily report. Their value lies in combination: gaze shows where attention went, arousal shows when something mattered, and the user's own account explains why. Teams that treat biometric data as one voice among several are likely to make better design decisions than teams that rely on any single source.

# References

Bergstrom, J. R., & Schall, A. J. (Eds.). (2014). Eye tracking in user experience design. Morgan Kaufmann.

Dirican, A. C., & Göktürk, M. (2011). Psychophysiological measures of human cognitive states applied in human computer interaction. Procedia Computer Science, 3, 1361–1367. https://doi.org/10.1016/j.procs.2010.12.218

Nielsen, J., & Pernice, K. (2010). Eyetracking web usability. New Riders.

Picard, R. W. (1997). Affective computing. MIT Press.
`,
  expected: [],
  readiness: 'ready',
};

/** Tuning half. A grade-10 literature essay in MLA with a school writer's register slips. */
export const D02: EvalDraft = {
  id: 'd02-bees-mla',
  modelledOn:
    'high-school world-literature essays in MLA and the format sheets teachers hand out with them (a school class page, a school English department manual)',
  level: 'high_school',
  style: 'mla',
  dialect: 'american',
  brief:
    'World Literature, literary analysis. In 500–700 words, explain how one symbol develops a theme in The Secret Life of Bees. MLA format with a Works Cited page; quote the novel with page numbers. Formal register: do not use first person (I, me, my) and avoid contractions.',
  requirements: [
    req('word_count', '500–700 words', '500–700'),
    req('citation_style', 'MLA format', 'mla'),
    req('prohibition', 'Do not use first person', 'first_person'),
    req('prohibition', 'Avoid contractions', 'contractions'),
  ],
  outline: outline(600, [
    ['Introduction', 0.2],
    ['The Bees as Community', 0.3],
    ['The Black Madonna', 0.3],
    ['Conclusion', 0.2],
  ]),
  source: `
# Introduction

In Sue Monk Kidd's novel The Secret Life of Bees, fourteen-year-old Lily Owens runs away from her father's peach farm in South Carolina in 1964 and ends up living with three beekeeping sisters. Kidd uses the bees throughout the book as a symbol, and in my opinion the bees are the most important symbol in the whole novel. The bees show Lily that a community where everyone has a job can become a family, and that love is something a person has to be taught.

# The Bees as Community

When Lily first arrives at the pink house, she doesn't know anything about bees and she is scared of them. August Boatwright tells her that every bee has its role and that the hive can't survive without its queen. August explains that "the whole hive depends on her" (Kidd 148). Lily is a girl who lost her mother, so the idea of a hive organized around a mother is really meaningful to her. The sisters live the same way as the hive, each one has a job, June teaches music, May takes care of the house and August runs the honey business.

The bees also teach Lily to be calm. August tells her to send the bees love, because a bee will not sting someone who is not afraid. At first Lily thinks this is silly, but later she walks through a cloud of bees and feels nothing but peace. This moment is important because it is the first time Lily trusts anyone since her mother died. Critics have pointed out that Kidd wrote the bee chapters like lessons, with each chapter opening on a quote from a beekeeping book (Emanuel 112). I think this makes the reader learn along with Lily.

# The Black Madonna

The second symbol the novel connects to the bees is the black Madonna on the honey jars. Lily finds the same picture among her mother's things, and it is the reason she goes to Tiburon in the first place. The Daughters of Mary worship a wooden statue of the Madonna, and for Lily she become a mother she can touch. Its not a coincidence that the statue stands in the same house as the hives. Both the Madonna and the queen bee are mothers who hold a group together.

At the end of the novel August tells Lily that Our Lady is not a statue but something inside her. This is a lot to take in for a fourteen-year-old, and Lily doesn't fully understand it right away. However she begins to see that she has many mothers, August, June, May, and the Daughters. As Miller argues, the novel replaces one lost mother with a whole circle of women (Miller 34).

# Conclusion

In conclusion, the bees in The Secret Life of Bees are much more than insects. They show Lily how a group can care for each other, they teach her to be brave, and they lead her to the Madonna. Kidd definately wants the reader to see that family is not only about blood. Lily ends the novel in a house full of women who love her, which is exactly what a hive is.

# Works Cited

Emanuel, Catherine. "Bees, Madonnas, and the Work of Mothering in Sue Monk Kidd's Novel." Southern Literary Journal, vol. 41, no. 2, 2009, pp. 108–20.

Kidd, Sue Monk. The Secret Life of Bees. Penguin Books, 2002.
`,
  expected: [
    { kind: 'first_person', excerpt: 'in my opinion', note: 'first person, forbidden by the brief' },
    { kind: 'first_person', excerpt: 'I think this', note: 'first person, forbidden by the brief' },
    { kind: 'contraction', excerpt: "doesn't", occurrence: 1 },
    { kind: 'contraction', excerpt: "can't" },
    { kind: 'contraction', excerpt: "doesn't", occurrence: 2 },
    { kind: 'informal', excerpt: 'really meaningful', note: 'intensifier' },
    { kind: 'informal', excerpt: 'a lot to take in', note: 'idiom' },
    { kind: 'grammar', excerpt: 'hive, each one', note: 'comma splice' },
    { kind: 'grammar', excerpt: 'she become', note: 'agreement' },
    { kind: 'grammar', excerpt: 'Its not', note: 'its / it’s' },
    { kind: 'spelling', excerpt: 'definately' },
    { kind: 'missing_reference', excerpt: '(Miller 34)', note: 'no Miller in Works Cited' },
  ],
  readiness: 'not_ready',
};

/** Held-out half. An undergraduate history paper in Chicago author-date, clean but for one unused entry. */
export const D03: EvalDraft = {
  id: 'd03-style-history-chicago',
  modelledOn:
    'Chicago sample papers written by students for history courses (college library and document-sharing copies)',
  level: 'undergraduate',
  style: 'chicago',
  dialect: 'american',
  brief:
    'HIST 2010 short paper: trace the history of one reference work or institution of American publishing. 450–600 words. Use Chicago style (author-date is acceptable). At least three sources.',
  requirements: [
    req('word_count', '450–600 words', '450–600'),
    req('citation_style', 'Chicago style', 'chicago'),
    req('source', 'At least three sources', 3),
  ],
  outline: outline(530, [
    ['Introduction', 0.15],
    ['A Style Sheet for Typesetters', 0.3],
    ['Turabian and the Student Writer', 0.35],
    ['Conclusion', 0.2],
  ]),
  source: `
# Introduction

Few reference books have shaped the habits of American writers as quietly as the Chicago Manual of Style. It began as a few pages of rules for the compositors of a new university press and became, over a little more than a century, the standard that most history departments expect their students to follow. This paper traces that change and argues that the manual spread less through the authority of its publisher than through a shorter book written for students.

# A Style Sheet for Typesetters

The University of Chicago Press opened in 1891, a year before the university itself admitted its first students. Its early staff faced a practical problem: manuscripts arrived from faculty members who spelled, punctuated, and cited in different ways, and the typesetters needed one set of decisions to work from (University of Chicago Press 2017, ix). The resulting style sheet circulated in the print shop for several years before the press published it as a book in 1906 under the title Manual of Style.

That first edition was written for printers rather than authors. Much of it dealt with type sizes, the setting of tables, and the correction of proofs. Its rules on citation were brief and assumed that footnotes would be set at the bottom of each page. Even so, the book sold beyond the press, because other publishers and journal editors found it easier to adopt an existing set of rules than to write their own (Grafton 1997, 214).

# Turabian and the Student Writer

The manual reached students through Kate L. Turabian, who served as the dissertation secretary of the University of Chicago from 1930 to 1958. Her task was to check that every thesis submitted to the university met its formatting requirements, and she found that graduate students could not work out the rules from a volume written for typesetters. In 1937 she issued a short pamphlet that restated the parts of the manual a student needed, with examples of notes and bibliography entries (Turabian 2018, vii).

The pamphlet grew into A Manual for Writers of Research Papers, Theses, and Dissertations, which has now passed through nine editions and sold several million copies. Because instructors could ask students to buy a small and inexpensive book, the Chicago system of notes and bibliography entered undergraduate history courses across the country. The larger manual remained the reference for editors, while Turabian became the version most students actually read.

# Conclusion

The history of the Chicago Manual shows that a standard spreads when it is made usable by the people expected to follow it. The press supplied the authority and the detailed rules, but it was Turabian's adaptation that carried those rules into classrooms. Students who format a history paper today are following decisions first made for the typesetters of 1891, translated for them by a university secretary.

# References

Grafton, Anthony. 1997. The Footnote: A Curious History. Cambridge, MA: Harvard University Press.

Lunsford, Andrea A. 2016. The St. Martin's Handbook. 8th ed. Boston: Bedford/St. Martin's.

Turabian, Kate L. 2018. A Manual for Writers of Research Papers, Theses, and Dissertations. 9th ed. Chicago: University of Chicago Press.

University of Chicago Press. 2017. The Chicago Manual of Style. 17th ed. Chicago: University of Chicago Press.
`,
  expected: [{ kind: 'uncited_reference', excerpt: 'Lunsford, Andrea A.', note: 'listed, never cited' }],
  readiness: 'almost',
};
