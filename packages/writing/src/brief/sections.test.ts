import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';

const sections = (text: string) =>
  analyseBrief(text, { projectType: 'report' }).requiredSections.map((s) =>
    s.words ? `${s.title}:${s.words}` : s.title,
  );

describe('required sections', () => {
  it('reads a prose list after "must include"', () => {
    expect(
      sections(
        'Your report must include: an introduction, a methodology section, a discussion of findings and a conclusion.',
      ),
    ).toEqual(['Introduction', 'Methodology', 'Discussion of findings', 'Conclusion']);
  });

  it('reads any items of an explicit structure, but only section names from a general "include" list', () => {
    expect(
      sections('The proposal should be structured as follows: rationale, aims, work plan and budget.'),
    ).toEqual(['Rationale', 'Aims', 'Work plan', 'Budget']);
    expect(
      sections(
        'Your essay must include at least eight peer-reviewed sources, a clear argument and a conclusion.',
      ),
    ).toEqual(['Conclusion']);
    expect(sections('Your analysis must include discussion of the ethical implications.')).toEqual([]);
  });

  it('reads a bullet list after a lead-in, keeping the heading wording and any words per section', () => {
    const brief = [
      'Your report should contain the following sections:',
      '',
      '- Introduction (approx. 300 words): set out the problem',
      '• Literature Review – at least 10 sources',
      '3. Findings and analysis',
      '* Recommendations',
    ].join('\n');
    expect(sections(brief)).toEqual([
      'Introduction:300',
      'Literature Review',
      'Findings and analysis',
      'Recommendations',
    ]);
  });

  it('reads unmarked one-per-line lists after a structure lead-in', () => {
    expect(
      sections('Structure your report with these headings:\nIntroduction\nMethod\nResults\nDiscussion'),
    ).toEqual(['Introduction', 'Method', 'Results', 'Discussion']);
  });

  it('reads sections named after "sections for", and named parts whatever describes them', () => {
    expect(sections('The review needs sections for Scope, Evidence, Gaps and Conclusion.')).toEqual([
      'Scope',
      'Evidence',
      'Gaps',
      'Conclusion',
    ]);
    expect(sections('Include a completed assignment cover sheet as the first page.')).toEqual([
      'Cover sheet',
    ]);
    expect(sections('Attach a signed declaration of originality.')).toEqual(['Declaration of originality']);
    expect(sections('A one-page plan with a working bibliography is due on 3 May.')).toEqual([]);
  });

  it('reads a brief split into named parts as its sections', () => {
    expect(
      sections('Part A – Case summary (500 words)\nDescribe the client.\nPart B: Care plan\nSet goals.'),
    ).toEqual(['Part A – Case summary:500', 'Part B: Care plan']);
  });

  it('ignores bullets that are not sections', () => {
    const brief =
      'Your essay must include:\n- at least eight academic sources\n- a word count on the cover page';
    expect(sections(brief)).toEqual([]);
  });

  it('picks up a capitalised section name mid-sentence but not inside a course title', () => {
    expect(sections('You are expected to include a Limitations section and a Reflection.')).toEqual([
      'Limitations',
      'Reflection',
    ]);
    expect(
      sections('PSY101 Advanced Research Methods handbook. In the Introduction to Psychology module…'),
    ).toEqual([]);
  });

  it('lists each section once, keeping the first wording and a later word allowance', () => {
    const brief =
      'The report must include an Introduction and a Conclusion.\nStructure:\n- Introduction (200 words)';
    expect(sections(brief)).toEqual(['Introduction:200', 'Conclusion']);
  });

  it('reads unmarked items that name a part and then describe it, until a blank line ends the list', () => {
    const brief = [
      'Organise the portfolio under these headings:',
      'Cover sheet (your name, tutor group and candidate number)',
      'Rationale: why you chose the theme and what you hoped to learn',
      'Research',
      'Evaluation',
      '',
      'What the portfolio should show',
      'Careful observation of at least three artists.',
    ].join('\n');
    expect(sections(brief)).toEqual(['Cover sheet', 'Rationale', 'Research', 'Evaluation']);
  });

  it('reads a list nested under a list item, and not the labels of facts as parts', () => {
    const brief = [
      'Deliverables',
      '- A bound dossier, no more than 30 pages.',
      '- The dossier shall contain:',
      '  - Site survey: access, gradients and drainage',
      '  - Option appraisal',
      '  - Cost plan',
      'Requirements',
      '- Length: 4,000 words',
      '- Harvard format: author and year in the text',
    ].join('\n');
    expect(sections(brief)).toEqual(['Site survey', 'Option appraisal', 'Cost plan']);
  });

  it('keeps a part whose length is given as "not more than"', () => {
    expect(sections('Your report must have:\n- an executive summary of not more than 300 words;')).toEqual([
      'Executive summary:300',
    ]);
  });
});

describe('parts numbered as the work numbers them', () => {
  it('reads "2 Survey: …" lines as numbered parts, keeping two parts that open with the same word', () => {
    const brief = [
      '[ ] 1 Context: the site and its history',
      '[ ] 2 Survey of the east wall: cracks and their widths',
      '[ ] 3 Survey of the west wall: damp and salts',
      '[ ] 4 Conclusion with a table of repairs',
    ].join('\n');
    expect(sections(brief)).toEqual([
      '1 Context',
      '2 Survey of the east wall',
      '3 Survey of the west wall',
      '4 Conclusion',
    ]);
  });

  it('does not read a date or a count at the start of a line as a part', () => {
    expect(sections('3 May: proposal to your tutor.\n12 Students per seminar group.')).toEqual([]);
  });

  it('keeps lettered appendices apart and drops the star of a required point', () => {
    const brief = 'Report structure\n[ ] * Appendix A: site photographs\n[ ] Appendix B: survey sheets';
    expect(sections(brief)).toEqual(['Appendix A', 'Appendix B']);
  });
});

describe('a structure stated as a fact, with several parts in one item', () => {
  it('reads items under "The report contains:" and splits an item that lists parts with their articles', () => {
    const brief = [
      'The report contains:',
      '  a) a cover page;',
      '  b) an introduction, a literature review and a conclusion;',
      '  c) a bibliography.',
    ].join('\n');
    expect(sections(brief)).toEqual([
      'Cover page',
      'Introduction',
      'Literature review',
      'Conclusion',
      'Bibliography',
    ]);
  });

  it('keeps an item whose commas describe one part whole', () => {
    const brief = 'The report contains:\n  - a method section, with the sample and the procedure;';
    expect(sections(brief)).toEqual(['Method']);
  });
});
