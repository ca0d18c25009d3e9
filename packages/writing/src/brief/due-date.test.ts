import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';

const now = new Date(2026, 10, 22, 12); // 22 November 2026, local time
const analyse = (text: string, at = now) => analyseBrief(text, { projectType: 'essay', now: at });
const due = (text: string, at = now) => analyse(text, at).dueDate;

describe('due date', () => {
  it.each([
    ['Due: 14 March 2027', '2027-03-14', null],
    ['Due: 14th of March, 2027.', '2027-03-14', null],
    ['Deadline: 2027-01-15', '2027-01-15', null],
    ['Submit by March 3, 2027 at 11:59 pm.', '2027-03-03', '23:59'],
    ['Hand in on Mon 1 Feb 2027 by 9am.', '2027-02-01', '09:00'],
    ['The deadline is 23:59 on 20th January 2027.', '2027-01-20', '23:59'],
    ['Submission deadline: 1 June 2027 at midnight.', '2027-06-01', '23:59'],
    ['Upload your essay no later than 12 noon on 2 February 2027.', '2027-02-02', '12:00'],
    ['Turn in by 14.03.2027, 17:00.', '2027-03-14', '17:00'],
    ['Due: November 20, 2027 at 2359 hrs.', '2027-11-20', '23:59'],
    ['Submit by 0900 hours on 3 May 2027.', '2027-05-03', '09:00'],
    ['Return by: 09/04/2027, 16:00 (Lisbon time)', '2027-04-09', '16:00'],
    ['Deadline: 12 April 2027, 23.59.', '2027-04-12', '23:59'],
    ['Due: 1700h, 9 June 2027 (Monday).', '2027-06-09', '17:00'],
    ['Hand-up date: Thursday 3 June 2027.', '2027-06-03', null],
  ])('%s', (text, date, time) => {
    expect(due(text)).toMatchObject({ date, time, yearInferred: false, source: text });
  });

  it('reads numeric dates day-first unless the date, its weekday or the brief says month-first', () => {
    expect(due('Please submit by 12/03/2027.')?.date).toBe('2027-03-12');
    expect(due('Please submit by 03/14/2027.')?.date).toBe('2027-03-14');
    expect(due('Please submit by 05/06/27.')?.date).toBe('2027-06-05');
    // The weekday fits only 7 May; a brief that writes 4/23/27 elsewhere writes month first throughout.
    expect(due('Final report due: Friday 5/7/27, in class.')?.date).toBe('2027-05-07');
    expect(due('Outline due 4/23/27.\nFinal paper due 5/6/27.')?.date).toBe('2027-05-06');
  });

  it('resolves a date without a year to the next one on or after today', () => {
    expect(due('Due by 5 December.')).toMatchObject({ date: '2026-12-05', yearInferred: true });
    expect(due('Due by 5 March.')).toMatchObject({ date: '2027-03-05', yearInferred: true });
    expect(due('Due 22 November.')).toMatchObject({ date: '2026-11-22', yearInferred: true });
    expect(due('Due 21 November.')).toMatchObject({ date: '2027-11-21', yearInferred: true });
  });

  it('keeps the written date and warns when the weekday does not fit it', () => {
    // 5 December 2026 is a Saturday.
    const a = analyse('Essays are due by Friday 5 December 2026 at 5pm.');
    expect(a.dueDate).toMatchObject({ date: '2026-12-05', time: '17:00' });
    expect(a.warnings).toEqual([
      '"Friday 5 December 2026" names the wrong weekday for that date; the date itself was used.',
    ]);
  });

  it('ignores relative deadlines, impossible dates and dates outside hand-in sentences', () => {
    expect(due('The essay is due next Friday.')).toBeNull();
    expect(due('Submit by the end of week 10.')).toBeNull();
    expect(due('Submit by 31 February 2027.')).toBeNull();
    expect(due('The Act received royal assent on 8 March 2012.')).toBeNull();
    expect(due('')).toBeNull();
  });

  it('reads a date on the line after a "Deadline:" label', () => {
    expect(due('Deadline:\n15 January 2027')).toMatchObject({ date: '2027-01-15' });
  });

  it('takes the latest of several hand-in dates as the deadline and lists the others', () => {
    const a = analyse('Submit your plan by 10 December 2026. The final essay is due on 14 January 2027.');
    expect(a.dueDate?.date).toBe('2027-01-14');
    expect(a.warnings).toEqual([
      'The brief gives several dates (2026-12-10); the latest, 2027-01-14, is the due date.',
    ]);
  });
});
