import { describe, expect, it } from 'vitest';
import { loadTagger } from '../grammar/pos/tagger.ts';
import { analyseBrief } from './analyse-brief.ts';

const analyse = (text: string) => analyseBrief(text, { projectType: 'essay' });
const questions = (text: string) => analyse(text).questions.map((q) => `${q.kind}:${q.verb ?? '-'}`);

describe('questions and tasks', () => {
  it.each([
    ['Discuss the role of central banks in managing inflation.', 'task:discuss'],
    ['Evaluate the effectiveness of carbon taxes in the European Union.', 'task:evaluate'],
    ['Analyze the causes of the 1929 stock market crash.', 'task:analyse'],
    ['Critically assess the impact of social media on political participation.', 'task:critically assess'],
    ['Compare and contrast two theories of motivation.', 'task:compare and contrast'],
    ['Explain why antibiotic resistance is increasing worldwide.', 'task:explain'],
    ['To what extent is economic growth compatible with sustainability?', 'question:to what extent'],
    ['Why did the Roman Republic collapse?', 'question:-'],
    ['Question 2: Examine the legacy of colonialism in West African education.', 'task:examine'],
    [
      'In this essay you should critically evaluate the evidence for mindfulness therapy.',
      'task:critically evaluate',
    ],
    ['Your task is to analyse the marketing strategy of a fast-fashion brand.', 'task:analyse'],
  ])('%s', (text, expected) => {
    expect(questions(text)).toEqual([expected]);
  });

  it('ignores instructions about handing in and questions with no subject', () => {
    expect(questions('Explain any request for an extension by email to your tutor.')).toEqual([]);
    expect(questions('Discuss your draft with your tutor before you submit it on Moodle.')).toEqual([]);
    expect(questions('Any questions about this assignment?')).toEqual([]);
    expect(questions('Write clearly. Use headings.')).toEqual([]);
  });

  it('ignores verbs in marking criteria and learning outcomes', () => {
    const brief = [
      'Essay question',
      'Assess the impact of the Black Death on the English economy.',
      '',
      'Learning outcomes',
      '- Critically evaluate primary and secondary sources',
      'Marking criteria',
      'Does the essay present a coherent argument?',
    ].join('\n');
    expect(analyse(brief).questions.map((q) => q.text)).toEqual([
      'Assess the impact of the Black Death on the English economy.',
    ]);
  });

  it('keeps content words as keywords, once per stem, without task verbs or assignment vocabulary', () => {
    const [q] = analyse(
      'Discuss whether the policies of the NHS reduce health inequalities; consider NHS policy.',
    ).questions;
    // "whether" is a function word; "policy" repeats the stem of "policies"; the 3-letter acronym is kept.
    expect(q?.keywords).toEqual(['policies', 'nhs', 'reduce', 'health', 'inequalities']);
  });
});

describe('key terms', () => {
  const terms = (text: string) => analyse(text).keyTerms;

  it('counts subject phrases, hides their parts and ignores brief boilerplate', () => {
    const brief = [
      'Essay: The global financial crisis and banking regulation.',
      'Discuss how the global financial crisis changed banking regulation in the UK.',
      'Your essay should use evidence on banking regulation from the Bank of England.',
      'Consider the global financial crisis in a comparative perspective. Submit your essay by the deadline.',
      'The essay must be referenced in APA style; essays without references will lose marks.',
    ].join('\n');
    expect(terms(brief)).toEqual([
      { term: 'global financial crisis', count: 3 },
      { term: 'banking regulation', count: 3 },
    ]);
  });

  it('keeps names in their capitalised form and lower-cases ordinary words', () => {
    const brief =
      'Universal Credit replaced six benefits. Critics of Universal Credit cite delays. Explain how claimants experience delays.';
    expect(terms(brief)).toEqual([
      { term: 'Universal Credit', count: 2 },
      { term: 'delays', count: 2 },
    ]);
  });

  it('returns at most ten terms and none for a brief without repeated subject words', () => {
    const words = Array.from({ length: 15 }, (_, i) => `topic${String.fromCharCode(97 + i)}`);
    const brief = words.map((w) => `${w} matters. ${w} again.`).join(' ');
    expect(terms(brief)).toHaveLength(10);
    expect(terms('Write an essay about anything you like.')).toEqual([]);
  });

  it('reads noun phrases with the part-of-speech tagger: adjectives and verbs alone are not terms', async () => {
    const tagger = await loadTagger();
    const brief =
      'Write a 2,000-word argumentative essay on facial recognition in public spaces. Discuss how facial ' +
      'recognition affects privacy, and explain why quantitative easing was adopted.';
    const terms = (t: typeof tagger | null) =>
      analyseBrief(brief, { projectType: 'essay', tagger: t }).keyTerms.map((k) => k.term);
    expect(terms(tagger)).toEqual(
      expect.arrayContaining(['facial recognition', 'public spaces', 'quantitative easing']),
    );
    expect(terms(tagger)).not.toContain('argumentative');
    // Without the tagger only repeated terms count, read from word shapes.
    expect(terms(null)).toEqual(['facial recognition']);
  }, 30_000);
});

describe("students' own questions", () => {
  it('does not set the questions of an FAQ, or a "Q:" line, as questions to answer', () => {
    const brief = [
      'Essay',
      'Should the city close its ring road to private cars? Argue for one answer.',
      '',
      'Frequently asked questions',
      'Q: May I write about another city instead?',
      'A: Only with my agreement.',
      'Is a diagram of the traffic flows allowed in the appendix?',
    ].join('\n');
    expect(analyse(brief).questions.map((q) => q.text)).toEqual([
      'Should the city close its ring road to private cars?',
    ]);
  });
});

describe('runs of tasks', () => {
  const texts = (text: string) => analyse(text).questions.map((q) => q.text);

  it('splits "Your report should …, should …, and should …" at each repeated modal', () => {
    expect(
      texts(
        'Your report should open with the site history, should state one hypothesis, and should compare both sites.',
      ),
    ).toEqual(['Open with the site history', 'State one hypothesis', 'Compare both sites']);
  });

  it('keeps "Your essay should describe the plan, structure and materials" whole', () => {
    expect(texts('Your essay should describe the plan, structure and materials of the bridge.')).toHaveLength(
      1,
    );
  });

  it('reads a run of instructions after "I want …:" as tasks', () => {
    expect(
      texts(
        'Whatever you pick, I want a case, not a summary: identify the firm, explain its choice, and assess the merger.',
      ),
    ).toEqual(['Identify the firm', 'Explain its choice', 'Assess the merger']);
  });
});
