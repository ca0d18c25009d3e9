import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * How a task may open: after "Please", after a scene-setting phrase in a list item, with a verb of modelling and
 * forecasting, by saying where the work ends, and after "Then" before a list of what the report does. Milestones
 * in a list of dates are tasks too. Every example is invented for this test.
 */

const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);

describe('openings of a task', () => {
  it('reads a list item whose verb follows a scene-setting phrase', () => {
    const brief = [
      'What the group must do',
      '(a) Using the rainfall record, estimate the design storm.',
      '(b) Drawing on the survey, size the detention basin.',
    ].join('\n');
    expect(tasks(brief)).toEqual([
      'Using the rainfall record, estimate the design storm',
      'Drawing on the survey, size the detention basin',
    ]);
  });

  it('reads verbs of forecasting, sizing and judging', () => {
    const brief = [
      'Tasks',
      '1.1 Forecast demand for the next ten years.',
      '1.2 Size the storage tank for three dry days.',
      '1.3 Judge which option serves the village best.',
    ].join('\n');
    expect(tasks(brief)).toHaveLength(3);
  });

  it('reads "Please calculate …" as an instruction', () => {
    expect(tasks('Please calculate the payback period for each option.')).toEqual([
      'Calculate the payback period for each option.',
    ]);
  });

  it('reads where the work or a part of it must end', () => {
    expect(tasks('End the introduction with your research question.')).toHaveLength(1);
    expect(tasks('Close the essay by saying which reading you find stronger.')).toHaveLength(1);
  });

  it('does not read a label that opens with "End" as a task', () => {
    expect(tasks('End date: 12 May 2027.')).toEqual([]);
  });

  it('reads "Then write a report in which you:" as the main task', () => {
    const brief = [
      'Then write a short report in which you:',
      '- describe the sample',
      '- compare the two groups',
    ].join('\n');
    expect(tasks(brief)[0]).toMatch(/^Then write a short report/);
  });
});

describe('milestones', () => {
  it('reads each dated step under a milestones heading as a task, and the last as the deadline', () => {
    const brief = [
      'Milestones',
      '- Monday 8 March 2027: two-page proposal with the division of work.',
      '- Friday 9 April 2027: progress memo with the first results.',
      '- Friday 21 May 2027, 17:00: final report.',
    ].join('\n');
    const found = analyse(brief);
    expect(found.dueDate?.date).toBe('2027-05-21');
    expect(found.tasks.map((t) => t.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/two-page proposal/),
        expect.stringMatching(/progress memo/),
      ]),
    );
  });

  it('leaves a schedule of drafts for class as pacing', () => {
    const brief = ['Schedule', '- Peer review draft: 3/24/27', '- Final essay due: 4/20/27'].join('\n');
    expect(analyse(brief).tasks).toEqual([]);
  });
});

describe('obligations beside permissions and infinitives', () => {
  it('reads the obligation after a permission and "but"', () => {
    const brief =
      'You may compare notes with your partner, but the calculations and the text must be your own.';
    expect(tasks(brief)).toEqual(['The calculations and the text must be your own.']);
  });

  it('leaves a permission with nothing binding after "but"', () => {
    expect(tasks('You may use a calculator, but a spreadsheet is easier.')).toEqual([]);
  });

  it('reads "The work is individual" as working alone', () => {
    expect(tasks('The work is individual.')).toEqual(['The work is individual.']);
  });

  it('splits "Your task is to … and to …" into two tasks', () => {
    const found = analyse(
      'Your task is to review the flood plan of the district and to advise the council on two changes to it.',
    );
    const said = [...found.tasks, ...found.questions].map((t) => t.text);
    expect(said).toEqual(
      expect.arrayContaining([
        'Review the flood plan of the district',
        'Advise the council on two changes to it',
      ]),
    );
  });
});

describe('work described in handbook prose', () => {
  it('reads "every doctoral student writes …" with a word before the noun', () => {
    expect(
      tasks('Before the review, every doctoral student writes a progress paper on the first study.'),
    ).toHaveLength(1);
  });

  it('reads a description that opens with a date', () => {
    expect(tasks('By 1 March 2027, the student prepares a one-page outline of the chapter.')).toHaveLength(1);
  });

  it('does not read a date followed by an event as work', () => {
    expect(tasks('By 1 March 2027, the library closes for the holiday.')).toEqual([]);
  });
});

describe('a run of clauses after "In the … you"', () => {
  const work = (text: string) => {
    const found = analyse(text);
    return [...found.questions, ...found.tasks].map((t) => t.text);
  };

  it('splits the run into its tasks', () => {
    const brief =
      'In the commentary you describe the site, explain the choice of materials, and evaluate the finished model.';
    expect(work(brief)).toEqual([
      'Describe the site',
      'Explain the choice of materials',
      'Evaluate the finished model',
    ]);
  });

  it('keeps one task when the sentence sets only one', () => {
    expect(work('In the commentary you describe the site and its history.')).toHaveLength(1);
  });
});

describe('words about handing in, only where they are about it', () => {
  it('reads a task whose topic has the word "contact" or "extension" in it', () => {
    expect(tasks('Write an essay on one case of language contact in a border town.')).toHaveLength(1);
    expect(tasks('Write a report that tests the extension of the model to three regions.')).toHaveLength(1);
  });

  it('still leaves out contacting the tutor, extension requests and learning outcomes', () => {
    expect(tasks('Contact your tutor if the data set does not open.')).toEqual([]);
    expect(tasks('Requests for extension must be made in writing.')).toEqual([]);
    expect(tasks('By the end of the module you should be able to describe the main theories.')).toEqual([]);
  });
});
