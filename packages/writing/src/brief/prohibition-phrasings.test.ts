import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/* Bans written in ways the first rules missed. Every example is invented for this test. */

const bans = (text: string) =>
  analyseBrief(text, { projectType: 'essay', now }).prohibitions.map((p) => p.text);

describe('bans in other words', () => {
  it('reads "are not to be cited" and "are not academic sources"', () => {
    expect(bans('Seminar worksheets are not to be cited.')).toEqual([
      'Seminar worksheets are not to be cited.',
    ]);
    expect(bans('Revision websites such as StudyHub are not academic sources.')).toHaveLength(1);
  });

  it('reads "are not counted among" but not "are not counted" in the length', () => {
    expect(bans('Press releases are welcome but are not counted among the ten.')).toHaveLength(1);
    expect(bans('Write 2,000 words. Footnotes are not counted.')).toEqual([]);
  });

  it('reads "may not" and "shall not" with a verb, but not an outcome', () => {
    expect(bans('Pairs may not swap topics after week 4.')).toHaveLength(1);
    expect(bans('The abstract shall not contain citations.')).toHaveLength(1);
    expect(bans('Anyone absent from the meeting may not receive the group mark.')).toEqual([]);
  });
});

describe('a list under a banning lead-in', () => {
  it('reads each item under "Don\'t:" as a ban, not a task', () => {
    const analysis = analyseBrief(
      ["Don't:", '  - quote the interviewees by name', '  - paste whole tables from the survey report'].join(
        '\n',
      ),
      { projectType: 'essay', now },
    );
    expect(analysis.prohibitions.map((p) => p.text)).toEqual([
      'Do not quote the interviewees by name',
      'Do not paste whole tables from the survey report',
    ]);
    expect(analysis.tasks).toEqual([]);
  });
});

describe('a banning lead-in right after a long list item', () => {
  it('starts its own list instead of running on from the item before', () => {
    const brief = [
      'Do:',
      '  - give every table a caption that says what it shows and where the figures in it were taken from',
      'Avoid:',
      '  - rounding the survey figures before you have compared them',
    ];
    expect(bans(brief.join('\n'))).toEqual([
      'Avoid rounding the survey figures before you have compared them',
    ]);
  });
});

describe('late work worded as what is no longer accepted', () => {
  it('is not a prohibition after a date or as "later" work', () => {
    expect(bans('Essays sent by 9 May lose a grade; after 9 May an essay is not accepted.')).toEqual([]);
    expect(bans('Later essays will not be accepted.')).toEqual([]);
  });

  it('still reads a ban on a kind of work that will not be accepted', () => {
    expect(bans('Essays written with a chatbot will not be accepted.')).toHaveLength(1);
  });
});

describe('bans under a heading on AI or academic integrity', () => {
  const underHeading = (heading: string, body: string) =>
    bans(['Write an essay on coastal erosion.', '', heading, body].join('\n'));

  it('reads a plain ban on AI tools under such a heading', () => {
    expect(
      underHeading('Use of AI', 'You must not use generative AI tools to write any part of the essay.'),
    ).toEqual(['You must not use generative AI tools to write any part of the essay.']);
    expect(
      underHeading(
        'Academic integrity',
        'Drafting with artificial intelligence is not permitted on this module.',
      ),
    ).toHaveLength(1);
    expect(underHeading('Generative AI', 'It must not be used to rewrite your paragraphs.')).toHaveLength(1);
    expect(
      underHeading('Use of AI', 'Neither the summary nor the essay may be written with AI tools.'),
    ).toHaveLength(1);
  });

  it('reads "neither … nor … may" as a ban, also after a one-word answer, but not "neither … nor" alone', () => {
    expect(bans('No. Neither the poster nor the handout may be printed in colour.')).toHaveLength(1);
    expect(bans('The survey found neither growth nor decline in the sector.')).toEqual([]);
  });

  it('leaves the policy, support and permissions under it alone', () => {
    expect(underHeading('Use of AI', "The university's policy on AI is available online.")).toEqual([]);
    expect(underHeading('Use of AI', 'AI tools may be used to check your spelling.')).toEqual([]);
    expect(underHeading('Academic integrity', 'Do not lend your notes to other students.')).toEqual([]);
    expect(underHeading('Academic integrity', 'All essays are checked for similarity.')).toEqual([]);
  });

  it('reads a use of AI allowed "only" for one purpose as a ban on every other use', () => {
    expect(underHeading('Use of AI', 'AI tools may be used for checking spelling only.')).toHaveLength(1);
  });

  it('still skips bans under a marking heading', () => {
    expect(underHeading('Marking criteria', 'Essays that do not use AI tools are not marked down.')).toEqual(
      [],
    );
  });
});

describe('a use allowed for one purpose only', () => {
  it('reads the limit as a ban on every other use', () => {
    expect(bans('Translation software may be used only for checking single words.')).toHaveLength(1);
    expect(bans('Use of chatbots is allowed only for spelling checks.')).toHaveLength(1);
    expect(bans('You may use AI tools to tidy your grammar, but not to write any paragraph.')).toHaveLength(
      1,
    );
  });

  it('leaves a plain permission alone', () => {
    expect(bans('You may use AI tools to tidy your grammar.')).toEqual([]);
    expect(bans('Calculators may be used in the practical.')).toEqual([]);
  });
});

describe('bans put positively or as an outcome', () => {
  it('reads anonymity put positively, a placement that keeps the name out, and a zero or plagiarism outcome', () => {
    expect(bans('All identifying details must be removed from the case.')).toHaveLength(1);
    expect(bans('Leave out the names of the schools you visited.')).toHaveLength(1);
    expect(bans('Put your candidate number on the cover, but not your name.')).toHaveLength(1);
    expect(bans('Any essay written by a chatbot will receive a zero.')).toHaveLength(1);
    expect(bans('Copying a classmate’s code is treated as plagiarism.')).toHaveLength(1);
  });

  it('leaves a placement that keeps nothing out, and removing data for the analysis, alone', () => {
    expect(bans('Put your candidate number on the cover, but also in the footer.')).toEqual([]);
    expect(bans('Remove the outliers before you fit the model.')).toEqual([]);
  });
});
