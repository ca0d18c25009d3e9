import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * Briefs set out as students' questions with the answers under them ("Q: … / A: …"). Every example is
 * invented for this test.
 */

const brief = [
  'Field report: questions and answers',
  '',
  'Q: What is the report question?',
  'A: "How far has the new bus lane changed travel times on the ring road?" Then compare two hours of the day.',
  '',
  'Q: What should the report include?',
  'A: At a minimum:',
  '(a) a map of the route with the counting points;',
  '(b) a table of the travel times you measured.',
  '',
  'Q: Is an abstract needed?',
  'A: Yes: a 120-word abstract at the start.',
  '',
  'Q: How is it marked?',
  'A: Using these weighted criteria:',
  '  • Data collection - 40%',
  '  • Analysis - 60%',
  '',
  'Q: When is the deadline?',
  'A: 12 March 2027 at 17:00.',
].join('\n');

describe('a brief set out as questions and answers', () => {
  const analysis = analyse(brief);

  it('reads the question an answer sets, and tasks in the answers', () => {
    expect(analysis.questions.map((q) => q.text)).toContain(
      '"How far has the new bus lane changed travel times on the ring road?"',
    );
    expect(analysis.tasks.map((t) => t.text)).toEqual(
      expect.arrayContaining([
        'Then compare two hours of the day.',
        'A map of the route with the counting points',
        'A table of the travel times you measured',
      ]),
    );
  });

  it('reads parts, marking rows and the deadline from the answers', () => {
    expect(analysis.requiredSections.map((s) => s.title)).toContain('Abstract');
    expect(analysis.markingCriteria.map((c) => [c.text, c.weight])).toEqual([
      ['Data collection', 40],
      ['Analysis', 60],
    ]);
    expect(analysis.tasks.map((t) => t.text)).not.toContain('Data collection - 40%');
    expect(analysis.dueDate).toMatchObject({ date: '2027-03-12', time: '17:00' });
  });

  it('does not read "A:" as an answer where no "Q:" line came before', () => {
    expect(analyse('A: the first draft\nB: the final draft').questions).toEqual([]);
  });
});
