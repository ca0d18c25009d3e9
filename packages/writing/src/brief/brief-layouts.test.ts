import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * Layouts and phrasings that carry requirements without the usual markers. Every example is invented for this
 * test: a class of phrasing, not a sentence from an evaluation brief.
 */

describe('marking tables with a marks column', () => {
  it('reads a pipe table whose cells give bare numbers under a marking heading, without the total', () => {
    const brief = [
      'Assessment rubric',
      '| Criterion | Marks |',
      '| Research question and rationale | 30 |',
      '| Fieldwork method | 45 |',
      '| Presentation | 25 |',
      '| Total | 100 |',
    ].join('\n');
    expect(analyse(brief).markingCriteria.map((c) => [c.text, c.weight, c.unit])).toEqual([
      ['Research question and rationale', 30, 'marks'],
      ['Fieldwork method', 45, 'marks'],
      ['Presentation', 25, 'marks'],
    ]);
  });
});

describe('sections listed one per line under a heading', () => {
  it('reads a heading such as "Sections" without a colon, followed by unmarked short lines', () => {
    const brief = [
      'Write up the field trip as a report.',
      '',
      'Sections',
      'Cover page',
      'Aims (max 100 words)',
      'Site description (location, geology and land use)',
      'Observations',
      'Interpretation',
      'Reference list',
      '',
      'The reference list should follow Harvard style.',
    ].join('\n');
    expect(analyse(brief).requiredSections.map((s) => s.title)).toEqual([
      'Cover page',
      'Aims',
      'Site description',
      'Observations',
      'Interpretation',
      'Reference list',
    ]);
  });

  it('does not read formatting lines under a "Format" heading as sections', () => {
    const brief = ['Format', 'Arial 11', 'Single spacing', 'Numbered pages'].join('\n');
    expect(analyse(brief).requiredSections).toEqual([]);
  });
});

describe('main task sentences', () => {
  // A task may be read as a task or as a question of kind "task"; both reach the checklist as something to do.
  const tasks = (text: string) => {
    const a = analyse(text);
    return [...a.tasks.map((t) => t.text), ...a.questions.map((q) => q.text)];
  };

  it('reads an imperative after an opening participle phrase', () => {
    expect(tasks('Working from the tenant survey, propose a layout for the shared kitchen.')).toEqual([
      'Working from the tenant survey, propose a layout for the shared kitchen.',
    ]);
    expect(tasks('Using the Gibbs cycle, reflect on a seminar you led this term.')).toHaveLength(1);
  });

  it('keeps a lead-in that sets the main task before its list of choices', () => {
    const brief = [
      'Write a comparative analysis of TWO of the following speeches:',
      '(a) a wartime radio address;',
      '(b) an inaugural address.',
    ].join('\n');
    expect(tasks(brief)[0]).toMatch(/^Write a comparative analysis of TWO of the following speeches/);
    // A lead-in that names nothing to do stays out.
    expect(tasks('Answer ONE of the following questions:\n(a) Why did the treaty fail?')).toEqual([
      'Why did the treaty fail?',
    ]);
  });

  it('reads "read … and write …" as the writing task, not as reading to do', () => {
    expect(
      tasks('Read the attached audit file and write a memo to the partner on the three main risks.'),
    ).toEqual(['Read the attached audit file and write a memo to the partner on the three main risks.']);
    expect(tasks('Read chapters 3 and 4 of the set text before the seminar.')).toEqual([]);
  });
});

describe('lengths', () => {
  const words = (text: string) => {
    const w = analyse(text).wordTarget;
    return w && [w.kind, w.min, w.max, w.target];
  };
  const pages = (text: string) => {
    const p = analyse(text).pageLength;
    return p && [p.kind, p.min, p.max, p.target];
  };

  it('reads a unit before "maximum" after a labelled figure as a ceiling', () => {
    expect(words('Word count: 3,500 words maximum (excluding the appendix).')).toEqual([
      'maximum',
      null,
      3500,
      3500,
    ]);
  });

  it('takes every figure as a ceiling when the shorter one applies', () => {
    expect(words('Length: at most 6 pages, or 2,400 words, whichever is shorter.')).toEqual([
      'maximum',
      null,
      2400,
      2400,
    ]);
  });

  it('joins a floor and a ceiling in one sentence into a range', () => {
    expect(pages('LENGTH: 4 full pages minimum, 6 pages maximum, not counting the cover.')).toEqual([
      'range',
      4,
      6,
      5,
    ]);
  });

  it('does not take the pages of a text to analyse for the length of the work', () => {
    expect(pages('Analyse the first three pages of the short story “The Lottery”.')).toBeNull();
  });

  it('reads the span a length covers in brackets without making it a part’s length', () => {
    expect(pages('The body of the paper (introduction through conclusion) should be 8 to 10 pages.')).toEqual(
      ['range', 8, 10, 9],
    );
  });

  it('takes the length of a named part when the whole piece has none', () => {
    expect(words('Length: Part 1 has no word limit; Part 2 is 1,500 words.')).toEqual([
      'exact',
      null,
      null,
      1500,
    ]);
    // An abstract's length alone is still not the length of the work.
    expect(words('Begin with an abstract of 200 words.')).toBeNull();
  });
});

describe('formatting written as bare instructions', () => {
  const rules = (text: string) => analyse(text).formatting.map((f) => [f.aspect, f.text]);

  it('reads "Double-space" and "stapled" in a list of presentation rules', () => {
    expect(rules('Single-space, 11-point font, stapled at the top left.')).toEqual(
      expect.arrayContaining([
        ['spacing', 'Single-space'],
        ['binding', 'Binding: stapled'],
      ]),
    );
  });

  it('reads margins given after the word, and pages numbered in a place', () => {
    const out = rules('Line spacing 1.5; margins 2.5 cm on all sides; all pages numbered at the top right.');
    expect(out.map(([aspect]) => aspect)).toEqual(expect.arrayContaining(['margins', 'page_numbers']));
    expect(rules('Number your pages.')).toEqual([['page_numbers', 'Number your pages']]);
  });

  it('reads the header apart from page numbers in the footer', () => {
    expect(rules('Put page numbers in the footer and your candidate number in the header.')).toEqual(
      expect.arrayContaining([['header', 'Candidate number in the header']]),
    );
  });

  it('reads numbering of figures and tables', () => {
    expect(rules('Use 12pt font and number all figures and tables.')).toEqual(
      expect.arrayContaining([['figures', 'Number all figures and tables']]),
    );
  });
});

describe('prohibitions', () => {
  const bans = (text: string) => analyse(text).prohibitions.map((p) => p.text);

  it('lists each ban of a sentence that joins several', () => {
    expect(
      bans(
        'This is a commentary on the poem alone: do not consult critics, and do not retell the poem line by line.',
      ),
    ).toEqual(['Do not consult critics', 'Do not retell the poem line by line.']);
  });

  it('keeps a short second half with the words that say what it is about', () => {
    expect(bans('Blogs may be read for background but do not count.')).toHaveLength(1);
  });

  it('reads a requirement that something must not be identifiable', () => {
    expect(bans('Clients and the agency must not be identifiable in your account.')).toHaveLength(1);
  });
});

describe('parts asked for by where the work begins or ends', () => {
  const sections = (text: string) => analyse(text).requiredSections.map((s) => s.title);

  it('reads "begin with an introduction" and "end with a conclusion" as parts', () => {
    const brief = [
      'Your review should:',
      '- open with a short introduction that states the question;',
      '- compare the two studies;',
      '- close with a conclusion that answers the question.',
    ].join('\n');
    expect(sections(brief)).toEqual(['Introduction', 'Conclusion']);
    expect(sections('Start your essay with an abstract of no more than 150 words.')).toEqual(['Abstract']);
  });

  it('does not take a topic to begin with for a part', () => {
    expect(sections('Begin with the earliest sources and work forward in time.')).toEqual([]);
  });
});

describe('list items that name what the work must show', () => {
  it('reads noun phrases under "must show:" as tasks', () => {
    const brief = [
      'Your design folio must show:',
      '- annotated sketches of three concepts;',
      '- a materials test with its results;',
      '- how the final design meets the brief.',
    ].join('\n');
    expect(analyse(brief).tasks.map((t) => t.text)).toEqual([
      'Show annotated sketches of three concepts',
      'Show a materials test with its results',
      'Show how the final design meets the brief',
    ]);
  });
});

describe('deadlines written in other ways', () => {
  const due = (text: string) => {
    const d = analyse(text).dueDate;
    return d && [d.date, d.time];
  };

  it('reads year-first dates with slashes or dots, and a time cut off after the weekday', () => {
    expect(due('Deadline: 2027/01/29 (Fri.) 16:30 JST')).toEqual(['2027-01-29', '16:30']);
    expect(due('Deadline: 2027. 3. 5. (Fri) 18:00 KST - upload to the portal.')).toEqual([
      '2027-03-05',
      '18:00',
    ]);
  });

  it('reads a date after an abbreviated weekday that ends a sentence', () => {
    expect(due('ESSAY DUE: Thurs. 3/11/27 at the start of class (8:10 a.m.)')).toEqual([
      '2027-03-11',
      '08:10',
    ]);
  });

  it('reads a date under a submission heading without a cue word of its own', () => {
    expect(
      due('SUBMISSION\nOne printed copy to the school office by Monday, 8 March 2027 at 1500 hours.'),
    ).toEqual(['2027-03-08', '15:00']);
  });
});
