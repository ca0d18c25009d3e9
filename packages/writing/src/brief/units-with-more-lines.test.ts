import { describe, expect, it } from 'vitest';
import { requirementsFromAnalysis } from '../requirements/requirements-from-analysis.ts';
import { analyse } from './brief-test-helpers.ts';

/*
 * How one unit of a brief can give more than one line: two formatting rules of the same aspect, a rule in one
 * clause with a task in another, and a figure asked for inside a listed part. Every example is invented.
 */

const checklist = (text: string) => requirementsFromAnalysis(analyse(text)).map((r) => [r.kind, r.label]);

describe('two formatting rules of one aspect', () => {
  it('keeps both when they are about different things', () => {
    const lines = checklist(
      'Report\nEvery map has a numbered caption. Photographs taken by others must be credited in the caption.',
    ).filter(([kind]) => kind === 'formatting');
    expect(lines).toHaveLength(2);
  });

  it('keeps one when the brief says the same rule twice', () => {
    const lines = checklist(
      'Report\nEvery map has a numbered caption. Each map has a numbered caption below it.',
    ).filter(([kind]) => kind === 'formatting');
    expect(lines).toHaveLength(1);
  });
});

describe('a rule read in one clause of a sentence', () => {
  const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);

  it('leaves the other clause to be read as a task', () => {
    expect(tasks('All translations must be your own; give the original in a footnote.')).toEqual([
      'All translations must be your own',
    ]);
  });

  it('does not read what to do instead of a ban as a task of its own', () => {
    expect(tasks('Do not paste screenshots of code; link to the repository instead.')).toEqual([]);
  });

  it('does not read a clause that only refers back to the rule', () => {
    expect(tasks('Type the report in 12-point Arial; it must be used for the headings too.')).toEqual([]);
  });
});

describe('figures a part asks for', () => {
  const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);

  it('reads "at least one table …" inside a listed part as a task of its own', () => {
    const brief = [
      'The report must include:',
      '- Methods (sample and instruments)',
      '- Results, including at least one table of mean scores and one figure',
    ].join('\n');
    expect(tasks(brief)).toContain('Include at least one table of mean scores and one figure');
  });

  it('ends the figure where the brackets around it close', () => {
    const brief = [
      'The report must include:',
      '- Methods (sample and instruments)',
      '- Discussion (with at least one diagram drawn by you) of the findings',
    ].join('\n');
    expect(tasks(brief)).toContain('Include at least one diagram drawn by you');
  });

  it('does not read a figure the brief does not ask for', () => {
    expect(tasks('Results: the tables in the appendix are not counted.')).toEqual([]);
  });
});
