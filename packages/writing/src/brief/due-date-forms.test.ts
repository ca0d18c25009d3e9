import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/* Deadlines written in ways the first rules missed. Every example is invented for this test. */

const due = (text: string) => {
  const d = analyse(text).dueDate;
  return d ? [d.date, d.time] : null;
};

describe('deadlines in other forms', () => {
  it('reads a date in Spanish, Portuguese or French', () => {
    expect(due('Due: lunes 14 de junio de 2027, 6:00 p.m. (hora de Lima)')).toEqual(['2027-06-14', '18:00']);
    expect(due('Due: 3 de março de 2027')).toEqual(['2027-03-03', null]);
    expect(due('Deadline: 21 février 2027 at 17:00')).toEqual(['2027-02-21', '17:00']);
  });

  it('reads the answer to "When is the deadline?"', () => {
    expect(due('When is the deadline?\n2 April 2027 at 16:00 (Lisbon time).')).toEqual([
      '2027-04-02',
      '16:00',
    ]);
  });

  it('reads the Gregorian date in brackets after a date of another calendar', () => {
    expect(due('Due: by 4 p.m., Magh 12, 2083 B.S. (26 January 2027)')).toEqual(['2027-01-26', '16:00']);
  });

  it('takes the time written beside each date when a window opens and closes', () => {
    expect(
      due('The take-home paper opens Tuesday 4 May 2027 at 08:00 and closes Friday 7 May 2027 at 15:30.'),
    ).toEqual(['2027-05-07', '15:30']);
  });

  it('prefers the date the work must arrive by over the date of the event it is for', () => {
    expect(due('For the viva on 20.06.2027 the thesis must be handed in by 02.05.2027, 10:00.')).toEqual([
      '2027-05-02',
      '10:00',
    ]);
  });

  it('reads a date the work must reach someone by, without the usual cue words', () => {
    expect(due('The portfolio must be given to your tutor by Monday, 8th March 2027.')).toEqual([
      '2027-03-08',
      null,
    ]);
  });

  it('does not take the date of a seminar under a submission heading for the deadline', () => {
    const brief = [
      'SUBMISSION',
      'Hand in two printed copies no later than Friday, 4 June 2027 at 12:00.',
      'Present your plan at the seminar in the week of 14 June 2027.',
    ].join('\n');
    expect(due(brief)).toEqual(['2027-06-04', '12:00']);
  });

  it('reads the rows of a table whose column is headed "Due" or "What you hand in"', () => {
    const table = [
      'Part             | Weight | Due',
      '-----------------|--------|-----------------------------',
      'Planning sheet   | 0%     | Monday 8 February 2027, 09:00',
      'Final report     | 100%   | Thursday 15 April 2027, 17:30',
    ].join('\n');
    expect(due(table)).toEqual(['2027-04-15', '17:30']);
    const steps = [
      'Key dates',
      '| Stage | What you submit | Date |',
      '| 1 | Outline | 2 November 2026 |',
      '| 2 | Essay | 7 December 2026, 12:00 |',
    ].join('\n');
    expect(due(steps)).toEqual(['2026-12-07', '12:00']);
    // A timetable of lectures gives dates but hands nothing in.
    expect(
      due('| Week | Lecture | Date |\n| 1 | Sampling | 5 October 2026 |\n| 2 | Bias | 12 October 2026 |'),
    ).toBeNull();
  });

  it('reads a plural "Deadlines" heading and a date the work "is sent … by"', () => {
    expect(
      due('Deadlines\n- Outline for comment: 3 March 2027.\n- Final essay: 29 April 2027 at 14:00.'),
    ).toEqual(['2027-04-29', '14:00']);
    expect(
      due(
        'The bound copy is sent to the faculty office (thesis.office@uni.example) by Tuesday 6 July 2027, 16:00.',
      ),
    ).toEqual(['2027-07-06', '16:00']);
  });

  it('does not take a meeting after the deadline, or a camera-ready version after review, for the due date', () => {
    expect(
      due(
        'Submission\nSubmit by Friday 7 May 2027, 17:00. Late proposals are read only with approval; the committee meets on 4 June.',
      ),
    ).toEqual(['2027-05-07', '17:00']);
    expect(
      due(
        'Deadlines\nFull paper: 9 April 2027, through the conference system. Reviews come back by 20 April; the camera-ready version is due 30 April.',
      ),
    ).toEqual(['2027-04-09', null]);
  });
});
