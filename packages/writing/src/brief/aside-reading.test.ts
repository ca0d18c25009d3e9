import { describe, expect, it } from 'vitest';
import { requirementsFromAnalysis } from '../requirements/requirements-from-analysis.ts';
import { analyse } from './brief-test-helpers.ts';

/*
 * Closing checklists, FAQs and the rules on AI and integrity: read after the body, and only what the body did not
 * already ask for joins the checklist. Every example is invented for this test.
 */

const lines = (brief: readonly string[]) =>
  requirementsFromAnalysis(analyse(brief.join('\n'))).map((r) => `${r.kind}: ${r.label}`);

describe('a closing checklist', () => {
  it('gives the rules that only it states, a negative tick box as a ban', () => {
    const brief = [
      'Write a reflective essay of 1,500 words on a placement you completed this year.',
      '',
      'Checklist - tick each box before you submit',
      '[ ] your essay has a short introduction that names the reflective model you use',
      '[ ] you have linked the event to at least one national guideline',
      '[ ] the patient and the ward are not named anywhere',
      '[ ] the essay is set in Calibri 11 with double spacing',
    ];
    const out = lines(brief);
    expect(out).toContain('task: You have linked the event to at least one national guideline');
    expect(out).toContain('prohibition: The patient and the ward are not named anywhere');
    expect(out.some((l) => l.startsWith('formatting: Font') && l.includes('Calibri'))).toBe(true);
    expect(out).toContain('formatting: Double spacing');
  });

  it('adds nothing when it repeats the body', () => {
    const body = [
      'Write a reflective essay of 1,500 words on a placement you completed this year.',
      'Link the event to at least one national guideline.',
      'Set the essay in Calibri 11.',
    ];
    const closing = [
      '',
      'Checklist - tick each box before you submit',
      '[ ] you have linked the event to at least one national guideline',
      '[ ] the essay is set in Calibri 11',
    ];
    expect(lines([...body, ...closing])).toEqual(lines(body));
  });
});

describe('an FAQ and the rules on AI and integrity', () => {
  it('reads a rule an answer adds, not a permission', () => {
    const brief = [
      'Write a 2,000-word essay on one judgment of the regional human rights court.',
      '',
      'FAQ',
      'Can I compare it with a national case? Yes, but the focus must remain on the regional court.',
      'Can I write in the first person? You may, in the conclusion.',
    ];
    const out = lines(brief);
    expect(out.filter((l) => l.includes('focus must remain'))).toHaveLength(1);
    expect(out.some((l) => /first person/i.test(l))).toBe(false);
  });

  it('reads a declaration the work must carry, not conduct towards other students', () => {
    const brief = [
      'Write a 2,500-word report on the water supply of one district.',
      '',
      'Academic integrity',
      'Any use of AI tools must be declared in an appendix that names the tool and its purpose.',
      'Do not share your report with other students before the deadline.',
    ];
    const out = lines(brief);
    expect(out.some((l) => l.includes('must be declared in an appendix'))).toBe(true);
    expect(out.some((l) => l.includes('share your report'))).toBe(false);
  });
});

describe('tick boxes under any heading', () => {
  const brief = [
    'Write a 1,200-word report on the school recycling scheme.',
    '',
    'Before you hand it in, tick every box:',
    '[ ] I have used at least four sources.',
    '[ ] I have not used AI tools to write any part of the report.',
    '[ ] I have interviewed one member of staff about the scheme.',
  ];

  it('reads each box as a requirement: a count of sources, a ban in the negative, a task', () => {
    const analysis = analyse(brief.join('\n'));
    expect(analysis.minSources).toBe(4);
    expect(analysis.prohibitions.map((p) => p.text)).toEqual([
      'I have not used AI tools to write any part of the report',
    ]);
    expect(analysis.tasks.map((t) => t.text)).toContain(
      'I have interviewed one member of staff about the scheme',
    );
  });

  it('does not read a box as a ban for a "not" in brackets', () => {
    const boxed = ['Write a poem.', '[ ] My poem has an original title (not "Poem").'];
    expect(analyse(boxed.join('\n')).prohibitions).toEqual([]);
  });
});
