import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * Deadlines laid out as a table of milestones, cut-off dates for late work worded as what is still accepted,
 * a pitch dated beside an upload, and a deadline labelled in Spanish. Every example is invented for this test.
 */

const due = (text: string) => analyse(text).dueDate?.date ?? null;
const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);

describe('a table of milestones', () => {
  const milestones = [
    'Key dates',
    '  Site chosen and approved by tutor ............... Monday 5 October 2026',
    '  Survey of the street completed ................. Friday 13 November 2026',
    '  Finished study handed to your tutor ............ Thursday 14 January 2027',
  ].join('\n');

  it('reads the last row as the due date though no row says "due"', () => {
    expect(due(milestones)).toBe('2027-01-14');
  });

  it('keeps every earlier row as a task of its own', () => {
    expect(tasks(milestones)).toEqual(
      expect.arrayContaining([
        'Site chosen and approved by tutor: Monday 5 October 2026',
        'Survey of the street completed: Friday 13 November 2026',
      ]),
    );
  });

  it('reads rows of a table with cell bars, a meeting included', () => {
    const table = [
      'Timeline',
      '| Step                                | Date                  |',
      '| ----------------------------------- | --------------------- |',
      '| Question agreed with supervisor     | Friday 2 April 2027   |',
      '| Check-in meeting with supervisor    | week of 3 May 2027    |',
      '| Final essay submitted               | Monday 7 June 2027    |',
    ].join('\n');
    expect(due(table)).toBe('2027-06-07');
    expect(tasks(table)).toEqual(
      expect.arrayContaining([
        'Question agreed with supervisor: Friday 2 April 2027',
        'Check-in meeting with supervisor: week of 3 May 2027',
      ]),
    );
  });

  it('leaves a schedule of drafts for class as pacing, not tasks', () => {
    const schedule = [
      'Schedule',
      '  Thesis statement ........ 2/8/27',
      '  Rough draft ............. 2/22/27',
      '  Final essay ............. 3/8/27, uploaded to the course site',
    ].join('\n');
    expect(due(schedule)).toBe('2027-03-08');
    expect(tasks(schedule).filter((t) => /2\/(?:8|22)\/27/.test(t))).toEqual([]);
  });

  it('does not turn copies for a class session into a rule about the submission', () => {
    const text = 'Peer workshop: Tue 2/16/27, in class (bring two printed copies).';
    expect(analyse(text).formatting.filter((f) => f.aspect === 'copies')).toEqual([]);
    expect(analyse('Hand in two printed copies at the office.').formatting.map((f) => f.aspect)).toContain(
      'copies',
    );
  });
});

describe('cut-off dates worded as what is still accepted', () => {
  it('is not the due date when late work "is not accepted" after it', () => {
    const text =
      'Deadline: 4 March 2027, 12:00. Work sent after the deadline and by 8 March 2027 loses a grade; after 8 March it is not accepted.';
    expect(due(text)).toBe('2027-03-04');
  });

  it('is not the due date when late work "is accepted" until it, at a cost', () => {
    const text =
      'Submit by 10 May 2027. Essays submitted until 17 May 2027 are accepted, but the grade is capped at a pass.';
    expect(due(text)).toBe('2027-05-10');
  });

  it('still reads a deadline that only says where work is accepted', () => {
    expect(due('Submit by 10 May 2027; only files uploaded to the portal are read.')).toBe('2027-05-10');
  });
});

describe('an event dated beside the upload of its materials', () => {
  it('is not the due date', () => {
    const text = [
      'Deadline: Monday 11 January 2027, 16:00.',
      'You will defend the design in a viva during the week of 25 January 2027; the drawings must be uploaded a day before.',
    ].join('\n');
    expect(due(text)).toBe('2027-01-11');
  });
});

describe('a deadline labelled in Spanish', () => {
  it('reads "Entrega:" with a Spanish date and time', () => {
    expect(analyse('Entrega: viernes 9 de julio de 2027, hasta las 17:00.').dueDate).toMatchObject({
      date: '2027-07-09',
      time: '17:00',
    });
  });

  it('reads a date under a "Plazos" heading', () => {
    expect(due('Plazos\nEl trabajo se recibe el 2 de junio de 2027.')).toBe('2027-06-02');
  });
});

describe('a table of stages, each handed in on its date', () => {
  const brief = [
    'Write a 3,000-word project plan for a school garden.',
    '',
    'Timeline',
    'Every stage is uploaded to the class page by 18:00 on the date given.',
    '| Date | Stage |',
    '| 4 March 2027 | Site sketch with measurements (one page) |',
    '| 1 April 2027 | Draft plan for peer comments |',
    '| 6 May 2027 | Final plan |',
    '| 20 May 2027 | Presentation to the school council |',
  ].join('\n');

  it('takes the final stage as the deadline, with the time the table gives, and no later event', () => {
    const { dueDate } = analyse(brief);
    expect([dueDate?.date, dueDate?.time]).toEqual(['2027-05-06', '18:00']);
  });

  it('lists the earlier stages as work to do, and reads no page length from them', () => {
    const analysis = analyse(brief);
    expect(analysis.tasks.map((t) => t.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('Site sketch'), expect.stringContaining('Draft plan')]),
    );
    expect(analysis.pageLength).toBeNull();
  });

  it('does not read a table of dates for the class alone as stages', () => {
    const plain = ['Timeline', '| 4 March 2027 | Lecture on soils |', '| 6 May 2027 | Field trip |'].join(
      '\n',
    );
    expect(analyse(plain).dueDate).toBeNull();
  });
});

describe('the final row of key dates, and a link that stays open', () => {
  it('takes "Final report" as the deadline when an event follows it', () => {
    const brief = [
      'Important dates',
      '   Topic approved by tutor ........ Friday 5 February 2027',
      '   Final report ........ Monday 19 April 2027, 4:00 p.m.',
      '   Poster day ........ Saturday 8 May 2027',
    ].join('\n');
    const { dueDate } = analyse(brief);
    expect([dueDate?.date, dueDate?.time]).toEqual(['2027-04-19', '16:00']);
  });

  it('reads "the link stays open until" and "After … it closes" as a cut-off, not the deadline', () => {
    const brief = [
      'Submit by Friday 12 March 2027 at 12:00. The upload link stays open until Friday 19 March 2027 at 12:00,',
      'with a deduction for that week. After 19 March the link closes.',
    ].join(' ');
    expect(analyse(brief).dueDate?.date).toBe('2027-03-12');
  });
});

describe('a step of the table after the deadline', () => {
  it('lists a defence after the final report as a step of the work', () => {
    const brief = [
      'Timeline',
      'Each stage is submitted by 17:00 on the date given.',
      '| 3 May 2027 | Final report |',
      '| 17 May 2027 | Oral defence before the panel (15 minutes) |',
    ].join('\n');
    const analysis = analyse(brief);
    expect(analysis.dueDate?.date).toBe('2027-05-03');
    expect(analysis.tasks.map((t) => t.text)).toEqual([expect.stringContaining('Oral defence')]);
  });
});
