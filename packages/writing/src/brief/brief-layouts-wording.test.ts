import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * Prohibitions, lengths and parts worded in ways the usual markers miss (continuing brief-layouts-more.test.ts).
 * Every example is invented for this test: a class of phrasing, not a sentence from an evaluation brief.
 */

describe('prohibitions phrased as what happens to the work', () => {
  const bans = (text: string) => analyse(text).prohibitions.map((p) => p.text);

  it('reads refusals and misconduct outcomes as prohibitions', () => {
    expect(bans('Posters copied from a previous cohort will not be accepted.')).toHaveLength(1);
    expect(
      bans('Reusing your own earlier coursework counts as misconduct and will be reported.'),
    ).toHaveLength(1);
    expect(bans('Essays with a similarity score above 30% will be returned without feedback.')).toHaveLength(
      1,
    );
    expect(bans('Work handed in after the deadline will receive a mark of zero.')).toEqual([]);
    expect(bans('Submissions by e-mail will not be accepted.')).toEqual([]);
  });

  it('reads "must not <verb>" and "may not be <done>" with any verb', () => {
    expect(bans('The interview recordings may not be uploaded to any public site.')).toHaveLength(1);
    expect(bans('Participants’ faces must not appear in any photograph.')).toHaveLength(1);
    expect(bans('The report must not be longer than 12 pages.')).toEqual([]);
  });

  it('does not take e-mail addresses for a rule about handing in by e-mail', () => {
    expect(bans('Do not include the e-mail addresses of the people you interviewed.')).toHaveLength(1);
  });

  it('keeps the subject of a second half that has none, as one ban', () => {
    expect(bans('Blogs are fine for background but should not be cited in the essay.')).toEqual([
      'Blogs are fine for background but should not be cited in the essay.',
    ]);
  });

  it('reads an allowance followed by "… is not", and a ban in brackets inside a longer sentence', () => {
    expect(bans('Spell checkers are allowed; using a paraphrasing tool is not.')).toHaveLength(1);
    expect(bans('The citations are counted in the length, but the bibliography is not.')).toEqual([]);
    const bracketed =
      'The essay must be no more than 1,500 words (quotations from websites are not acceptable).';
    expect(bans(bracketed)).toEqual(['Quotations from websites are not acceptable']);
  });

  it('does not list a consequence after a ban as a second ban', () => {
    expect(bans('Do not use essay mills; work that relies on them will not be marked.')).toEqual([
      'Do not use essay mills',
    ]);
  });
});

describe('lengths and counts in other layouts', () => {
  const words = (text: string) => {
    const w = analyse(text).wordTarget;
    return w && [w.kind, w.min, w.max];
  };
  const pages = (text: string) => {
    const p = analyse(text).pageLength;
    return p && [p.kind, p.min, p.max];
  };

  it('reads "not shorter than X or longer than Y words" as a range', () => {
    expect(words('The essay should not be shorter than 2,000 words or longer than 2,400 words.')).toEqual([
      'range',
      2000,
      2400,
    ]);
  });

  it('reads standard pages, and not a group variant of the length', () => {
    const brief =
      'The essay may be no more than 8 standard pages. Group essays may be up to 12 standard pages.';
    expect(pages(brief)).toEqual(['maximum', null, 8]);
  });

  it('reads a page limit that names the span it covers from the first page of a part', () => {
    expect(pages('Maximum length 15 pages, from the first page of the introduction to the end.')).toEqual([
      'maximum',
      null,
      15,
    ]);
  });

  it('does not take the length of a smaller part for the length of the work', () => {
    const brief = [
      'Part 1 - Design report',
      'At most 12 pages.',
      '',
      'Part 2 - Personal reflection',
      'Length: 1-2 pages.',
    ].join('\n');
    expect(pages(brief)).toEqual(['maximum', null, 12]);
    const item = ['The plan must contain:', '- A site history (not more than one page)', '- A map'].join(
      '\n',
    );
    expect(pages(item)).toBeNull();
  });

  it('does not read a marking row that names sources as a minimum number of sources', () => {
    const brief = ['Marks (40 in total)', '  Range of sources used ........ 10', '  Argument ........ 30'];
    expect(analyse(brief.join('\n')).minSources).toBeNull();
  });
});

describe('parts named in a run of clauses or as appendices', () => {
  const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);

  it('reads one part per clause when the work is the subject', () => {
    const brief =
      'The review must begin with a short abstract, describe the search strategy that was used, and set out ' +
      'the inclusion criteria for the studies.';
    expect(titles(brief)).toEqual(['Abstract', 'Search strategy', 'Inclusion criteria']);
  });

  it('reads the parts that follow, and parts named by what a section holds', () => {
    const brief = [
      'Begin with an introduction.',
      'This is to be followed by a survey of the sources (for example, letters, diaries and maps), then an analysis of the maps, and a comparison of the two towns.',
      'The essay must end with a section that weighs the evidence you found, and with a timeline of the events.',
    ].join(' ');
    expect(titles(brief)).toEqual([
      'Introduction',
      'Survey of the sources',
      'Analysis of the maps',
      'Comparison of the two towns',
      'Evidence',
      'Timeline of the events',
    ]);
  });

  it('does not read a run of instructions to the student as parts', () => {
    expect(
      titles('You must describe the site, explain the method and present the results to the class.'),
    ).toEqual([]);
  });

  it('reads appendix lists and things to attach as an annex', () => {
    const brief = [
      'Appendices (not counted):',
      '   A. Your field notebook, scanned',
      '   B. A consent form for each landowner',
      '',
      'A signed log of your lab sessions must also be attached as an annex.',
      'If you used a translation tool, add a "Tool Statement" as the final appendix.',
    ].join('\n');
    expect(titles(brief)).toEqual([
      'Field notebook',
      'Consent form',
      'Signed log of your lab sessions',
      'Tool Statement',
    ]);
  });
});
