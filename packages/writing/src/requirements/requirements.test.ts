import { OutlineSectionSchema, RequirementSchema, type Requirement } from '@penwright/shared';
import { describe, expect, it } from 'vitest';
import researchPaper from '../fixtures/briefs/research-paper.txt?raw';
import { analyseBrief } from '../brief/analyse-brief.ts';
import { outlineSections } from '../brief/outline-sections.ts';
import { evaluateRequirements } from './evaluate-requirements.ts';
import { requirementsFromAnalysis } from './requirements-from-analysis.ts';

const now = new Date(2026, 10, 22, 12);
const analysis = analyseBrief(researchPaper, { projectType: 'research_paper', now });
const requirements = requirementsFromAnalysis(analysis);
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
const byId = (id: string, draft: Parameters<typeof evaluateRequirements>[1], at = now) => {
  const req = requirements.find((r) => r.id === id) as Requirement;
  return evaluateRequirements([req], draft, { now: at })[0];
};
const one = (req: Requirement, draft: Parameters<typeof evaluateRequirements>[1]) =>
  evaluateRequirements([req], draft, { now })[0];

describe('requirementsFromAnalysis', () => {
  it('turns the analysis into a checklist with stable ids, readable labels and scalar targets', () => {
    expect(requirements.map((r) => [r.id, r.kind, r.label, r.target])).toEqual([
      [
        'word-count',
        'word_count',
        'No more than 6,000 words (excluding abstract, tables, figures and references)',
        '≤6000',
      ],
      ['citation-style', 'citation_style', 'Cite in APA style (7th edition)', 'apa'],
      ['due-date', 'due_date', 'Submit by Jan 15, 2027, 11:59 PM', '2027-01-15'],
      ['section-abstract', 'section', 'Include the "Abstract" section (250 words)', 'Abstract'],
      ['section-introduction', 'section', 'Include the "Introduction" section', 'Introduction'],
      ['section-method', 'section', 'Include the "Method" section', 'Method'],
      ['section-results', 'section', 'Include the "Results" section', 'Results'],
      ['section-discussion', 'section', 'Include the "Discussion" section', 'Discussion'],
      ['section-references', 'section', 'Include the "References" section', 'References'],
      [
        'question-1',
        'question',
        expect.stringMatching(/^Answer: Does one night/),
        expect.stringMatching(/^Does/),
      ],
      [
        'question-2',
        'question',
        expect.stringMatching(/^Answer: Is the effect/),
        expect.stringMatching(/^Is/),
      ],
      ['question-3', 'question', expect.stringMatching(/^In the Discussion, explain/), expect.any(String)],
      [
        'task-1',
        'task',
        expect.stringMatching(/^Write up the replication study your lab group ran/),
        expect.any(String),
      ],
      ['source-1', 'source', 'Use at least 15 peer-reviewed sources', 15],
      ['source-2', 'source', 'Of these, at least five published after 2018', 5],
      ['formatting-file-format', 'formatting', 'File format: single PDF', 'file_format'],
    ]);
    expect(
      requirementsFromAnalysis(analyseBrief(researchPaper, { projectType: 'research_paper', now })),
    ).toEqual(requirements);
  });

  it('produces a checklist and outline the stored project schemas accept unchanged', () => {
    for (const r of requirements) expect(RequirementSchema.parse(r)).toEqual(r);
    for (const s of outlineSections(analysis.outline)) expect(OutlineSectionSchema.parse(s)).toEqual(s);
    expect(outlineSections(analysis.outline).map((s) => [s.id, s.targetWords])).toEqual([
      ['abstract', 250],
      ['introduction', 960],
      ['method', 1280],
      ['results', 1600],
      ['discussion', 1910],
      ['references', 0],
    ]);
  });

  it('labels and encodes each kind of length, and labels a plain date', () => {
    const first = (text: string) =>
      requirementsFromAnalysis(analyseBrief(text, { projectType: 'essay', now }))[0];
    expect(first('Write between 1,800 and 2,200 words.')).toMatchObject({
      label: '1,800–2,200 words',
      target: '1800–2200',
    });
    expect(first('Write at least 1,500 words.')).toMatchObject({
      label: 'At least 1,500 words',
      target: '≥1500',
    });
    expect(first('Write about 1,500 words.')).toMatchObject({
      label: 'About 1,500 words (±10 %)',
      target: 1500,
    });
    expect(first('Write a 2,500-word essay.')).toMatchObject({ label: '2,500 words (±10 %)', target: 2500 });
    expect(first('Due: 14 March 2027')).toMatchObject({
      label: 'Submit by Mar 14, 2027',
      target: '2027-03-14',
    });
  });
});

describe('lengths of parts', () => {
  const brief = [
    'Write a case study of 2,000 words on a patient you cared for.',
    'Part B: a reflective log of 600 to 800 words, handed in with the case study.',
    'Begin with an abstract of no more than 150 words.',
  ].join('\n');
  const lines = requirementsFromAnalysis(analyseBrief(brief, { projectType: 'case_study', now }));

  it('lists a part’s own length beside the length of the whole, leaving sections such as the abstract out', () => {
    expect(lines.filter((r) => r.kind === 'word_count').map((r) => [r.id, r.label, r.target])).toEqual([
      ['word-count', '2,000 words (±10 %)', 2000],
      [
        'part-length-1',
        'Length of a part, 600–800 words: Part B: a reflective log of 600 to 800 words, handed in with the case study.',
        undefined,
      ],
    ]);
  });

  it('leaves a part’s length to the writer’s tick, since the draft is counted whole', () => {
    const part = lines.find((r) => r.id === 'part-length-1') as Requirement;
    expect(one(part, { text: words(700), headings: [] })?.state).toBe('unmet');
    expect(one({ ...part, done: true }, { text: words(700), headings: [] })?.state).toBe('met');
  });
});

describe('evaluateRequirements', () => {
  const count = (target: Requirement['target'], n: number) =>
    one({ id: 'w', label: 'Length', kind: 'word_count', target }, { text: words(n), headings: [] });

  it('meets a plain target within ±10 % and not outside it', () => {
    expect(count(2000, 1800)).toMatchObject({
      state: 'met',
      detail: '1,800 words; 1,800–2,200 is accepted.',
    });
    expect(count(2000, 2200)?.state).toBe('met');
    expect(count(2000, 1799)).toMatchObject({
      state: 'partial',
      detail: '1,799 words; 1 more needed to reach 1,800.',
    });
    expect(count(2000, 2201)).toMatchObject({ state: 'unmet', detail: '2,201 words, 1 over 2,200.' });
    expect(count(2000, 899)?.state).toBe('unmet');
  });

  it('leaves a typed reference list out of the length when the line says so, and says it did', () => {
    const list = [
      'References',
      'Okafor, N. (2019) Harbour towns. Leeds: Quay Books.',
      'Lind, M. (2020) Ports. London: Halden.',
    ];
    const text = [words(500), ...list].join('\n\n');
    const line = (label: string) => ({ id: 'w', label, kind: 'word_count' as const, target: 500 });
    expect(one(line('500 words, excluding references'), { text, headings: [] })).toMatchObject({
      state: 'met',
      detail: '500 words without the reference list; 450–550 is accepted.',
    });
    // The entries neither pad a short body nor hide an overrun.
    const over = [words(560), ...list].join('\n\n');
    expect(one(line('500 words (reference list not counted)'), { text: over, headings: [] })?.state).toBe(
      'unmet',
    );
    // A line that says nothing of the list counts everything, as the editor's figure does.
    expect(one(line('About 500 words'), { text, headings: [] })?.detail).toBe(
      '515 words; 450–550 is accepted.',
    );
  });

  it('treats a cap as a cap, a floor as a floor and a range as its window, including targets a writer typed', () => {
    expect(byId('word-count', { text: words(6000), headings: [] })?.state).toBe('met');
    expect(byId('word-count', { text: words(6001), headings: [] })?.state).toBe('unmet');
    expect(byId('word-count', { text: words(5399), headings: [] })?.state).toBe('partial');
    expect(count('≥1000', 5000)).toMatchObject({
      state: 'met',
      detail: '5,000 words; at least 1,000 is accepted.',
    });
    expect(count('min 1,000', 999)?.state).toBe('partial');
    expect(count('3000-3500 words', 3600)?.state).toBe('unmet');
    expect(count('3,000 to 3,500', 3000)?.state).toBe('met');
    expect(count('2500', 2600)?.state).toBe('met');
    expect(count('lots', 100)).toMatchObject({ state: 'partial', detail: 'No word target is set.' });
    expect(count(undefined, 100)?.state).toBe('partial');
  });

  it('compares the citation style case-insensitively and asks for one when unset', () => {
    expect(byId('citation-style', { text: '', headings: [], citationStyle: 'APA' })?.state).toBe('met');
    expect(byId('citation-style', { text: '', headings: [], citationStyle: 'mla' })).toMatchObject({
      state: 'unmet',
      detail: 'The draft uses mla; the brief asks for APA.',
    });
    expect(byId('citation-style', { text: '', headings: [] })?.state).toBe('partial');
  });

  it('matches section headings loosely (numbering, case, synonyms) but not unrelated ones', () => {
    const headings = ['1. Introduction', 'METHODS', 'Results and Discussion', 'Reference list'];
    const ids = [
      'section-introduction',
      'section-method',
      'section-results',
      'section-discussion',
      'section-references',
    ];
    expect(ids.map((id) => byId(id, { text: 'x', headings })?.state)).toEqual([
      'met',
      'met',
      'met',
      'met',
      'met',
    ]);
    expect(byId('section-abstract', { text: 'x', headings })).toMatchObject({
      state: 'unmet',
      detail: 'No heading matches "Abstract".',
    });
  });

  it('calls a question met only when most of its key words appear, partial otherwise', () => {
    const answer =
      'Partial sleep deprivation for one night reduced working memory span on the n-back task for most hours tested.';
    expect(byId('question-1', { text: answer, headings: [] })?.state).toBe('met');
    const vague = byId('question-1', { text: 'Sleep matters for students.', headings: [] });
    expect(vague?.state).toBe('partial');
    expect(vague?.detail).toContain('Not yet mentioned: night, partial,');
    expect(byId('question-1', { text: '', headings: [] })?.state).toBe('unmet');
  });

  it('shows the due date as met until the day has passed', () => {
    const draft = { text: '', headings: [] };
    expect(byId('due-date', draft, new Date(2027, 0, 5))).toMatchObject({
      state: 'met',
      detail: 'Due in 10 days.',
    });
    expect(byId('due-date', draft, new Date(2027, 0, 15, 23, 0))).toMatchObject({
      state: 'met',
      detail: 'Due today.',
    });
    expect(byId('due-date', draft, new Date(2027, 0, 16, 0, 1))).toMatchObject({
      state: 'unmet',
      detail: 'Overdue by 1 day.',
    });
  });

  it('checks key terms in the text and leaves lines no rule can check to the writer', () => {
    const draft = { text: 'Digital interventions improved glycaemic control.', headings: [] };
    const term = (target: string) => one({ id: 'k', label: target, kind: 'key_term', target }, draft)?.state;
    expect([term('glycaemic control'), term('digital intervention'), term('HbA1c')]).toEqual([
      'met',
      'met',
      'unmet',
    ]);
    const manual: Requirement = { id: 'f', label: 'Use 12pt font', kind: 'formatting' };
    expect(one(manual, draft)?.state).toBe('unmet');
    expect(one({ ...manual, done: true }, draft)).toMatchObject({
      state: 'met',
      detail: 'Ticked off by you.',
    });
  });

  it('checks a first-person ban against the draft, leaving quotations aside', () => {
    const ban: Requirement = {
      id: 'p',
      label: 'Do not use first person.',
      kind: 'prohibition',
      target: 'first_person',
    };
    expect(one(ban, { text: 'The evidence suggests a change.', headings: [] })).toMatchObject({
      state: 'met',
    });
    expect(
      one(ban, { text: 'I think we should act. As one said, “I have a dream”.', headings: [] }),
    ).toMatchObject({
      state: 'unmet',
      detail: '2 uses of first person (I, we).',
    });
    const other: Requirement = {
      id: 'q',
      label: 'No Wikipedia.',
      kind: 'prohibition',
      target: 'No Wikipedia.',
    };
    expect(one(other, { text: 'x', headings: [] })?.state).toBe('unmet');
    expect(one({ ...other, done: true }, { text: 'x', headings: [] })?.state).toBe('met');
  });
});
