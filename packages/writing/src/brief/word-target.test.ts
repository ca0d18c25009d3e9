import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';

const target = (text: string) => analyseBrief(text, { projectType: 'essay' }).wordTarget;
const warnings = (text: string) => analyseBrief(text, { projectType: 'essay' }).warnings;

describe('word target', () => {
  it.each([
    ['Write a 2,500 word essay on trade policy.', { kind: 'exact', target: 2500, min: null, max: null }],
    ['This is a 2500-word essay.', { kind: 'exact', target: 2500 }],
    [
      'Essays should be between 1,800 and 2,200 words.',
      { kind: 'range', min: 1800, max: 2200, target: 2000 },
    ],
    ['Length: 3,000–3,500 words.', { kind: 'range', min: 3000, max: 3500, target: 3250 }],
    ['Your report should be 1500 to 2000 words long.', { kind: 'range', min: 1500, max: 2000 }],
    ['The essay must be no more than 3000 words.', { kind: 'maximum', max: 3000, target: 3000, min: null }],
    ['It should not exceed 4,000 words.', { kind: 'maximum', max: 4000 }],
    ['Length: not more than 3,200 words, excluding the appendix.', { kind: 'maximum', max: 3200 }],
    ['The memo is not longer than 900 words.', { kind: 'maximum', max: 900 }],
    ['A maximum of 5,000 words applies.', { kind: 'maximum', max: 5000 }],
    ['Write 2,000 words maximum.', { kind: 'maximum', max: 2000 }],
    ['Word limit: 4,000', { kind: 'maximum', max: 4000, target: 4000 }],
    ['Word limit: 4,000 words (excluding references).', { kind: 'maximum', max: 4000 }],
    ['Word count: 2,000 (+/- 10%).', { kind: 'approximate', target: 2000 }],
    ['The word count is approximately 3,000.', { kind: 'approximate', target: 3000 }],
    ['Write approx. 1500 words on the topic.', { kind: 'approximate', target: 1500 }],
    ['Write about 1,200 words.', { kind: 'approximate', target: 1200 }],
    ['Write c. 1,200 words.', { kind: 'approximate', target: 1200 }],
    ['A reflective journal of at least 1,500 words.', { kind: 'minimum', min: 1500 }],
    ['The essay must be at least 1,500 words.', { kind: 'minimum', min: 1500, max: null, target: 1500 }],
    ['Write 2.5k words on the topic.', { kind: 'exact', target: 2500 }],
    ['A 12,000-word dissertation.', { kind: 'exact', target: 12000 }],
  ])('%s', (text, expected) => {
    if (expected === null) expect(target(text)).toBeNull();
    else expect(target(text)).toMatchObject(expected);
  });

  it('keeps the sentence the figure came from', () => {
    expect(target('Intro text.\nYour essay must be 2,000 words. Use APA.')?.source).toBe(
      'Your essay must be 2,000 words.',
    );
  });

  it('does not take the length of a part (abstract, introduction, each answer) as the target', () => {
    expect(
      target('Your abstract should be no more than 250 words. The paper should be 5,000 words.'),
    ).toMatchObject({
      target: 5000,
    });
    expect(target('Your introduction should be around 300 words.')).toBeNull();
    expect(target('Answer three questions; each answer should be about 500 words.')).toBeNull();
    expect(target('Write a 3,000-word essay, plus a 500-word reflection on your learning.')).toMatchObject({
      target: 3000,
    });
  });

  it('does not read a length as a part’s because of what it excludes', () => {
    expect(target('Length: word limit 4,000 (appendices and bibliography excluded).')).toMatchObject({
      kind: 'maximum',
      target: 4000,
    });
    expect(target('About 3,000 words, excluding the abstract and appendices.')).toMatchObject({
      target: 3000,
    });
  });

  it('ignores figures that are not lengths', () => {
    expect(target('Use at least 10 sources published since 2015.')).toBeNull();
    expect(target('Give your essay a title of no more than 15 words.')).toBeNull();
    expect(target('Explain the key words in your own words.')).toBeNull();
  });

  it('turns pages into words only when pages are the stated length, and never from reading instructions', () => {
    expect(target('The paper should be 10 pages, double-spaced.')).toMatchObject({
      kind: 'exact',
      target: 2500,
      fromPages: true,
    });
    expect(target('Write no more than 4 single-spaced pages.')).toMatchObject({
      kind: 'maximum',
      target: 2000,
    });
    expect(target('Read pages 12-30 of the textbook before the seminar.')).toBeNull();
    expect(target('Read 20 pages of Chapter 2 before you start.')).toBeNull();
    // Words win over pages when both are given.
    expect(target('The report should be 6 pages (about 1,800 words).')).toMatchObject({
      target: 1800,
      fromPages: false,
    });
  });

  it('chooses the figure about the whole piece when numbers conflict, and says so', () => {
    const text =
      'Each section should be 400 words. The essay should be 2,000 words.\nWord limit: 2,500 words.';
    expect(target(text)).toMatchObject({ kind: 'maximum', target: 2500 });
    expect(warnings(text)).toEqual([
      'The brief gives more than one length (2500 and 2000 words); 2500 was used from: "Word limit: 2,500 words.". Check which applies.',
    ]);
  });

  it('does not warn when the same length is repeated or a second figure sits inside the range', () => {
    expect(warnings('The essay is 2,000 words. Remember: 2,000 words, not counting references.')).toEqual([]);
    expect(warnings('Write between 1,800 and 2,200 words. Aim for 2,000 words.')).toEqual([]);
  });
});

describe('page length beside a paper size', () => {
  it('does not read "A4 pages" as four pages', () => {
    const pages = (text: string) => analyseBrief(text, { projectType: 'essay' }).pageLength;
    expect(pages('Line spacing 1.5 throughout. A4 pages with page numbers at the foot.')).toBeNull();
    expect(pages('The essay may not exceed 6 pages on A4 paper.')).toMatchObject({ max: 6 });
    expect(pages('The design report must not exceed 12 A4 pages.')).toMatchObject({
      max: 12,
    });
  });
});

describe('lengths of options to choose from', () => {
  it('reads the length of an option as that option’s, not the work’s', () => {
    const brief = [
      'Choose ONE of these options:',
      '  - Memoir: one piece of life writing of 2,500-3,000 words;',
      '  - Drama: a one-act play.',
      'A critical essay of 1,200-1,500 words on the choices you made.',
    ].join('\n');
    expect(target(brief)).toMatchObject({ kind: 'range', min: 1200, max: 1500 });
  });

  it('still reads a length given in a list under another lead-in', () => {
    expect(target('The portfolio must contain:\n  - a critical essay of 2,000 words;')).toMatchObject({
      target: 2000,
    });
  });
});

describe('a range given for one named part', () => {
  it('reads it as the length of the work when nothing else is sized in words', () => {
    const brief = [
      'Part A is a set of site drawings; Part B is a spreadsheet of quantities.',
      'The written commentary (Part C) should be 1,800 to 2,200 words.',
    ].join('\n');
    expect(target(brief)).toMatchObject({ kind: 'range', min: 1800, max: 2200 });
  });

  it('keeps the whole work’s length when the brief also states one', () => {
    const brief = [
      'The report is 5,000 words in total.',
      'Part B, the reflection, should be 800 to 1,000 words.',
    ].join('\n');
    expect(target(brief)).toMatchObject({ target: 5000 });
  });
});

describe('page lengths that are not the work', () => {
  it('reads "must not go over 25 pages" as a maximum', () => {
    const analysis = analyseBrief('The main text must not go over 25 pages.', { projectType: 'report' });
    expect([analysis.pageLength?.kind, analysis.pageLength?.max]).toEqual(['maximum', 25]);
  });

  it('leaves out the length of material handed out, given in brackets', () => {
    const text = 'Read the case "Harbour Foods" (case pack, 18 pages) and write a report on its pricing.';
    expect(analyseBrief(text, { projectType: 'report' }).pageLength).toBeNull();
    expect(
      analyseBrief('Write a report (no more than 18 pages) on the case.', { projectType: 'report' })
        .pageLength?.max,
    ).toBe(18);
  });
});

describe('bounds in other words', () => {
  const target = (text: string) => {
    const t = analyseBrief(text, { projectType: 'essay' }).wordTarget;
    return t && [t.kind, t.min, t.max, t.target];
  };

  it('reads "shall not be less than … and shall not exceed …" as a range', () => {
    expect(target('The essay shall not be less than 2,500 words and shall not exceed 3,000 words.')).toEqual([
      'range',
      2500,
      3000,
      2750,
    ]);
  });

  it('reads "the maximum length is" as a maximum, and a margin either way as approximate', () => {
    expect(target('The maximum length is 3,000 words, including footnotes.')?.[0]).toBe('maximum');
    expect(target('Word limit: 1,500 words (a margin of 10% either way is allowed).')?.[0]).toBe(
      'approximate',
    );
  });

  it('still reads "less than" as a maximum', () => {
    expect(target('Your essay must be less than 2,000 words.')?.[0]).toBe('maximum');
  });
});

describe('lengths of listed parts and of questions students ask', () => {
  const pages = (text: string) => analyseBrief(text, { projectType: 'report' }).pageLength;

  it('does not take a length from a question in an FAQ', () => {
    const brief = [
      'The report should be 8 to 12 pages long, not counting the appendices.',
      'Q: Does the 12-page limit include the cover page?',
      'A: No.',
    ].join('\n');
    expect(pages(brief)).toMatchObject({ kind: 'range', min: 8, max: 12 });
  });

  it('does not take one page in brackets or in a table cell for the length of the work', () => {
    expect(pages('Attach a timeline of the project (one page).')).toBeNull();
    expect(pages('| Topic form | 0% | one page | 5 October |')).toBeNull();
    expect(pages('The memo must not exceed one page.')).toMatchObject({ kind: 'maximum', max: 1 });
  });

  it('reads a length beside a listed part, or an element or section, as that part’s', () => {
    const grant = [
      'Application',
      'A. Lay summary - one page at most, in plain language.',
      'B. Methods - up to 6 pages, with a timeline.',
      'C. Budget - up to 2 pages.',
    ].join('\n');
    expect(pages(grant)).toBeNull();
    expect(target('Element 3 - Reflection (500-700 words)\nDescribe what you learned.')).toBeNull();
    expect(
      target('Answer Section A in about 600 words and your Section B question in up to 900 words.'),
    ).toBeNull();
    expect(target('The report should be 2,000 words, not counting Section A of the appendix.')).toMatchObject(
      {
        target: 2000,
      },
    );
  });
});
