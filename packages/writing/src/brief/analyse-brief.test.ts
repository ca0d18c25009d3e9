import { describe, expect, it } from 'vitest';
import caseStudy from '../fixtures/briefs/case-study.txt?raw';
import labReport from '../fixtures/briefs/lab-report.txt?raw';
import literatureReview from '../fixtures/briefs/literature-review.txt?raw';
import researchPaper from '../fixtures/briefs/research-paper.txt?raw';
import thesisChapter from '../fixtures/briefs/thesis-chapter.txt?raw';
import essay from '../fixtures/briefs/undergraduate-essay.txt?raw';
import { analyseBrief } from './analyse-brief.ts';
import { BriefAnalysisSchema } from './brief.schema.ts';

const now = new Date(2026, 10, 22, 12);
const titles = (items: readonly { title: string }[]) => items.map((i) => i.title);
const terms = (items: readonly { term: string }[]) => items.map((i) => i.term);

describe('analyseBrief on real-looking briefs', () => {
  it('reads an undergraduate essay brief pasted from a PDF (hard-wrapped lines, marking criteria)', () => {
    const a = analyseBrief(essay, { projectType: 'essay', now });
    expect(a.wordTarget).toMatchObject({
      kind: 'range',
      min: 1800,
      max: 2200,
      target: 2000,
      fromPages: false,
    });
    expect(a.wordTarget?.source).toContain('between 1,800 and 2,200 words');
    expect(a.citationStyle).toMatchObject({ style: 'harvard', edition: null });
    expect(a.dueDate).toMatchObject({ date: '2026-12-04', time: '17:00', yearInferred: false });
    expect(a.requiredSections).toEqual([]);
    // The wrapped task sentence is joined back together; rubric verbs and "Questions about this…?" are skipped.
    expect(a.questions.map((q) => q.verb)).toEqual(['to what extent', 'compare', 'critically assess']);
    expect(a.questions[1]?.text).toContain(
      "Jobseeker's Allowance) and draw on at least one other welfare state",
    );
    expect(a.questions[0]?.keywords).toEqual(expect.arrayContaining(['universal', 'credit', 'poverty']));
    expect(terms(a.keyTerms)).toEqual(expect.arrayContaining(['Universal Credit', 'welfare state']));
    expect(terms(a.keyTerms)).not.toContain('essay');
    expect(titles(a.outline)).toEqual([
      'Introduction',
      'To what extent has the introduction of Universal Credit…',
      'Compare Universal Credit with the legacy benefits it…',
      'Critically assess the claim that Universal Credit "makes…',
      'Conclusion',
    ]);
    expect(a.warnings).toEqual([]);
  });

  it('reads a research paper brief: cap, APA 7th, ISO deadline, bulleted structure with a sized abstract', () => {
    const a = analyseBrief(researchPaper, { projectType: 'research_paper', now });
    // The 250-word abstract is a part, not the length of the paper.
    expect(a.wordTarget).toMatchObject({ kind: 'maximum', max: 6000, target: 6000 });
    expect(a.citationStyle).toMatchObject({ style: 'apa', edition: '7th' });
    expect(a.dueDate).toMatchObject({ date: '2027-01-15', time: '23:59' });
    expect(a.requiredSections.map((s) => [s.title, s.words])).toEqual([
      ['Abstract', 250],
      ['Introduction', null],
      ['Method', null],
      ['Results', null],
      ['Discussion', null],
      ['References', null],
    ]);
    expect(a.questions.map((q) => q.kind)).toEqual(['question', 'question', 'task']);
    expect(a.questions[2]).toMatchObject({ verb: 'explain' });
    expect(terms(a.keyTerms).slice(0, 2)).toEqual(['sleep deprivation', 'working memory']);
    // The brief's structure is the outline; the abstract keeps its 250 words and references count for nothing.
    expect(a.outline.map((o) => [o.title, o.words])).toEqual([
      ['Abstract', 250],
      ['Introduction', 960],
      ['Method', 1280],
      ['Results', 1600],
      ['Discussion', 1910],
      ['References', 0],
    ]);
  });

  it('reads a thesis chapter brief: Chicago notes, day-first numeric date, prose structure, a negated style', () => {
    const a = analyseBrief(thesisChapter, { projectType: 'thesis', now });
    expect(a.wordTarget).toMatchObject({ kind: 'approximate', target: 8000 });
    expect(a.citationStyle).toMatchObject({
      style: 'chicago',
      edition: '17th',
      variant: 'notes-bibliography',
    });
    // "Do not use Harvard" must not count as a second style.
    expect(a.warnings).toEqual([]);
    expect(a.dueDate).toMatchObject({ date: '2027-03-12', time: null });
    expect(titles(a.requiredSections)).toEqual([
      'Research design',
      'Archival sources',
      'Oral history interviews',
      'Data analysis',
      'Ethical considerations',
      'Limitations',
    ]);
    expect(a.questions.map((q) => q.kind)).toEqual(['question', 'question', 'task']);
    expect(a.questions[2]?.verb).toBe('justify');
    expect(terms(a.keyTerms)).toEqual(expect.arrayContaining(['Marshall Plan', 'oral history']));
    expect(titles(a.outline)).toEqual(titles(a.requiredSections));
  });

  it('reads a case study brief without mistaking "Harvard Business School" for Harvard referencing', () => {
    const a = analyseBrief(caseStudy, { projectType: 'case_study', now });
    expect(a.citationStyle).toMatchObject({ style: 'apa', edition: '7th' });
    expect(a.wordTarget).toMatchObject({ kind: 'maximum', max: 3000 });
    // "Due by 5 December" has no year: the next 5 December after 22 November 2026.
    expect(a.dueDate).toMatchObject({ date: '2026-12-05', time: '09:00', yearInferred: true });
    expect(titles(a.requiredSections)).toEqual([
      'Executive Summary',
      'Background',
      'Problem Identification',
      'Analysis',
      'Recommendations',
      'References',
    ]);
    expect(a.questions.map((q) => q.verb)).toEqual(['identify', 'analyse', 'evaluate', 'recommend']);
    expect(terms(a.keyTerms)[0]).toBe('Nokia');
    expect(a.outline.reduce((n, o) => n + (o.words ?? 0), 0)).toBe(3000);
  });

  it('reads a lab report brief: pages turned into words, reading pages ignored, US date, IEEE not IEEE Xplore', () => {
    const a = analyseBrief(labReport, { projectType: 'report', now });
    expect(a.wordTarget).toMatchObject({
      kind: 'range',
      min: 2000,
      max: 2500,
      target: 2250,
      fromPages: true,
    });
    expect(a.wordTarget?.source).toContain('8-10 pages, double-spaced');
    expect(a.citationStyle).toMatchObject({ style: 'ieee' });
    expect(a.citationStyle?.source).toBe('Cite all sources using IEEE style.');
    expect(a.dueDate).toMatchObject({ date: '2027-03-03', time: '23:59' });
    expect(titles(a.requiredSections)).toEqual([
      'Title page',
      'Abstract',
      'Introduction',
      'Materials and Methods',
      'Results',
      'Discussion',
      'Conclusion',
      'References',
    ]);
    expect(a.questions).toHaveLength(2);
    expect(a.questions[0]?.text).toMatch(/^How does the spring constant/);
    expect(terms(a.keyTerms)).toEqual(expect.arrayContaining(['spring constant', 'mass-spring system']));
    const titlePage = a.outline.find((o) => o.title === 'Title page');
    expect(titlePage?.words).toBe(0);
  });

  it('reads a literature review brief: approximate target, Vancouver, time before date, themes from key terms', () => {
    const a = analyseBrief(literatureReview, { projectType: 'literature_review', now });
    expect(a.wordTarget).toMatchObject({ kind: 'approximate', target: 4000 });
    expect(a.citationStyle).toMatchObject({ style: 'vancouver' });
    expect(a.dueDate).toMatchObject({ date: '2027-01-20', time: '23:59' });
    expect(a.questions.map((q) => q.kind)).toEqual(['task', 'question']);
    expect(terms(a.keyTerms).slice(0, 3)).toEqual([
      'digital self-management interventions',
      'type 2 diabetes',
      'glycaemic control',
    ]);
    expect(titles(a.outline)).toEqual([
      'Introduction',
      'Theme: digital self-management interventions',
      'Theme: type 2 diabetes',
      'Theme: glycaemic control',
      'Gaps and Future Research',
      'Conclusion',
    ]);
  });

  it('returns data the API schema accepts for every fixture', () => {
    for (const [text, projectType] of [
      [essay, 'essay'],
      [researchPaper, 'research_paper'],
      [thesisChapter, 'dissertation'],
      [caseStudy, 'case_study'],
      [labReport, 'report'],
      [literatureReview, 'literature_review'],
    ] as const) {
      expect(() => BriefAnalysisSchema.parse(analyseBrief(text, { projectType, now }))).not.toThrow();
    }
  });
});
