import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * Phrasings of requirements that the layouts in brief-layouts*.test.ts do not cover. Every example is invented
 * for this test: a class of phrasing, not a sentence from an evaluation brief.
 */

describe('sources counted as a share or as part of a count', () => {
  const sources = (text: string) => analyse(text).sources.map((s) => s.text);

  it('reads a share of the sources after their count as a line of its own', () => {
    const brief =
      'Cite at least 20 references, and at least 50% of them must have been published since 2015.';
    expect(sources(brief)).toEqual([
      'Use at least 20 references',
      'Of these, at least 50% must have been published since 2015',
    ]);
    expect(analyse(brief).minSources).toBe(20);
  });

  it('reads "not less than a third must be …" after a count', () => {
    const brief = 'Use at least 30 sources; not less than a third must be primary documents.';
    expect(sources(brief)).toContain('Of these, not less than a third must be primary documents');
  });

  it('gives a share joined to its count by "of which" a line of its own, as a narrower count has', () => {
    const brief = 'Use at least 12 sources, of which at least half must be journal articles.';
    expect(sources(brief)).toEqual([
      'Use at least 12 sources',
      'Of these, at least half must be journal articles',
    ]);
  });

  it('does not read a share without a count of sources', () => {
    expect(sources('At least 40% of the marks must be earned in the exam.')).toEqual([]);
  });
});

describe('tasks set as a run of clauses', () => {
  const tasks = (text: string) => {
    const a = analyse(text);
    return [...a.questions.map((q) => q.text), ...a.tasks.map((t) => t.text)];
  };

  it('reads one task per clause after "the essay should" and after "and you must"', () => {
    const brief =
      'The essay should describe the dispute, apply the two theories to it, and then weigh which one explains ' +
      'it better. You should close by proposing a settlement, and you must support the proposal with one worked example.';
    expect(tasks(brief)).toEqual([
      'Describe the dispute',
      'Apply the two theories to it',
      'Weigh which one explains it better',
      'Close by proposing a settlement',
      'Support the proposal with one worked example',
    ]);
  });

  it('does not split a list of nouns after a verb', () => {
    expect(tasks('You should compare the costs, risks and benefits of the two schemes.')).toEqual([
      'You should compare the costs, risks and benefits of the two schemes.',
    ]);
  });

  it('reads the task in a description of the work and after "Your task is to", length and all', () => {
    expect(
      tasks('The coursework is a short report in which you assess one local flood defence scheme.'),
    ).toEqual(['Assess one local flood defence scheme']);
    expect(tasks('Your task is to produce a written field report of about 1,200 words.')).toEqual([
      'Produce a written field report of about 1,200 words',
    ]);
  });
});

describe('parts added after the main list, and what team members each do', () => {
  const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);

  it('reads items under "Then add:" as parts', () => {
    const brief = ['Then add:', '- A glossary of the terms used', '- Appendix B: the raw survey data'].join(
      '\n',
    );
    expect(titles(brief)).toEqual(['Glossary', 'Appendix B']);
    expect(titles(['Then check:', '- The spelling of every name'].join('\n'))).toEqual([]);
  });

  it('names an appendix by what goes in it', () => {
    expect(titles('Put the interview transcripts in the appendices.')).toEqual(['Interview transcripts']);
    expect(titles('Put anything else you think useful in an appendix.')).toEqual(['Appendix']);
  });

  it('reads what each member of a team writes as a task', () => {
    expect(analyse('Each member writes a short account of their own contribution.').tasks).toHaveLength(1);
  });
});

describe('the last parts in order, and what one part must do', () => {
  it('reads "The report ends with X followed by Y" as two parts', () => {
    const titles = analyse(
      'The report ends with a summary of findings followed by the list of sources.',
    ).requiredSections;
    expect(titles.map((s) => s.title)).toEqual(['Summary of findings', 'List of sources']);
    expect(analyse('The story ends with a wedding.').requiredSections).toEqual([]);
  });

  it('reads what a named part of the answer must do as a task', () => {
    expect(analyse('Question 3 must reach a clear, reasoned conclusion.').tasks).toHaveLength(1);
  });
});

describe('sources that do not count', () => {
  it('keeps what does not count with "… but do not count toward the N"', () => {
    const brief = 'Blogs and podcasts are fine for ideas but do not count toward the eight.';
    expect(analyse(brief).prohibitions.map((p) => p.text)).toEqual([
      'Blogs and podcasts are fine for ideas but do not count toward the eight.',
    ]);
    expect(
      analyse('Marking: do not use any sources written before 1990.').prohibitions.map((p) => p.text),
    ).toEqual(['Do not use any sources written before 1990.']);
  });
});

describe('a length given as the total row of a table', () => {
  const words = (text: string) => {
    const w = analyse(text).wordTarget;
    return w && [w.kind, w.target];
  };

  it('reads "TOTAL 3,000 (+/- 10%)" under a table with a words column', () => {
    const brief = [
      'Parts',
      'Part   Title            Words',
      '1      Case summary     1,000',
      '2      Analysis         2,000',
    ];
    expect(words([...brief, 'TOTAL 3,000 (+/- 10%)'].join('\n'))).toEqual(['approximate', 3000]);
  });

  it('does not read the total of a marking table as a length', () => {
    const brief = ['Marking', 'Argument 600', 'Evidence 400', 'Total 1000'].join('\n');
    expect(analyse(brief).wordTarget).toBeNull();
  });
});

describe('several files handed in', () => {
  const names = (text: string) =>
    analyse(text)
      .formatting.filter((f) => f.aspect === 'file_name')
      .map((f) => f.text);

  it('keeps one file-name rule per file, and one for a file named twice', () => {
    const two = 'Upload the poster as poster_<group>.pdf. Submit your log separately as log_<id>.docx.';
    expect(names(two)).toHaveLength(2);
    const again =
      'Upload the essay as essay_<id>.pdf. Save a copy of it as essay_<id>.pdf on your own drive.';
    expect(names(again)).toHaveLength(1);
  });
});
