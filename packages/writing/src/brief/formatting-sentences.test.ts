import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/*
 * Presentation rules stated in whole sentences: how the prose is written, how references are numbered, numbered
 * lines, printing and paper, the name and page number placed in words, and a font described rather than named.
 * Every example is invented here.
 */

const rules = (text: string) =>
  analyseBrief(text, { projectType: 'essay', now }).formatting.map((f) => [f.aspect, f.text]);
const aspects = (text: string) => rules(text).map(([aspect]) => aspect);

describe('how the prose is written', () => {
  it('reads full paragraphs and full sentences', () => {
    expect(rules('The discussion itself must be written in full paragraphs.')).toEqual([
      ['writing_form', 'The discussion itself must be written in full paragraphs'],
    ]);
    expect(rules('Log entries are written in complete sentences, not in bullet points.')).toEqual([
      ['writing_form', 'Log entries are written in complete sentences, not in bullet points'],
    ]);
  });

  it('reads a tense the text is written in', () => {
    expect(rules('Procedure. Write it in the past tense, as one paragraph.')).toEqual([
      ['writing_form', 'Write it in the past tense, as one paragraph'],
    ]);
  });

  it('leaves a tense or a paragraph that is only the topic', () => {
    expect(aspects('Explain how the past tense shapes the narrator of the story.')).toEqual([]);
    expect(aspects('Write about full employment in two paragraphs.')).toEqual([]);
  });
});

describe('how references are numbered', () => {
  it('reads numbering by order of citation and superscript numbers', () => {
    expect(rules('Sources are numbered in the order in which they appear in the text.')).toEqual([
      ['reference_order', 'Sources are numbered in the order in which they appear in the text'],
    ]);
    expect(rules('Cite the trials with superscript numbers in the text.')).toEqual([
      ['referencing', 'Citations: with superscript numbers in the text'],
    ]);
    expect(aspects('Works are numbered in square brackets in order of first citation.')).toEqual([
      'reference_order',
    ]);
    expect(
      rules('Number the works in the order they are cited, with superscript numbers in the text.'),
    ).toEqual([['referencing', 'Citations: with superscript numbers in the text']]);
  });

  it('leaves numbered items that are not references', () => {
    expect(aspects('The steps are numbered and described in the order you did them.')).toEqual([]);
  });
});

describe('numbered lines', () => {
  it('reads line numbers given several ways', () => {
    expect(rules('Use continuous line numbers in the left margin.')).toEqual([
      ['numbering', 'Continuous line numbers in the left margin'],
    ]);
    expect(rules('The manuscript is double-spaced and the lines are numbered throughout.')).toContainEqual([
      'numbering',
      'The lines are numbered throughout',
    ]);
  });

  it('leaves line numbers asked for when quoting', () => {
    expect(aspects('Give line numbers for every quotation from the play.')).not.toContain('numbering');
  });
});

describe('printing and paper', () => {
  it('reads figures that must survive black-and-white printing', () => {
    expect(rules('All charts must be legible when printed in greyscale.')).toEqual([
      ['printing', 'All charts must be legible when printed in greyscale'],
    ]);
  });

  it('reads a paper size with its orientation and what it is for', () => {
    expect(rules('Format: A2 landscape for the site plans and A4 portrait for the text.')).toEqual([
      ['page_size', 'Paper size: A2 landscape for the site plans and A4 portrait for the text'],
    ]);
  });

  it('reads each part handed in on paper', () => {
    expect(rules('- Reflection (printed and uploaded to the portal)')).toEqual([
      ['printing', 'Reflection (printed and uploaded to the portal)'],
    ]);
    expect(aspects('Due: Monday 3 May, in class (printed).')).toEqual([]);
  });

  it('reads how the copies are held together', () => {
    expect(rules('Hand in a printed, stapled copy before the seminar.')).toEqual([
      ['binding', 'Binding: a printed, stapled copy'],
    ]);
    expect(rules('[ ] My sheets are stapled in the right order.')).toEqual([
      ['binding', 'Binding: My sheets are stapled in the right order'],
    ]);
  });

  it('leaves printing that is no rule', () => {
    expect(aspects('Compare two maps printed in the 1890s.')).toEqual([]);
  });
});

describe('name, page numbers and title placed in words', () => {
  it('reads a name and page number placed on every page', () => {
    expect(rules('Put your family name and page number at the top right of every page.')).toEqual([
      ['page_numbers', 'Your family name and page number at the top right of every page'],
    ]);
  });

  it('reads details at the top of the first page and a centred title', () => {
    expect(rules('[ ] My name, form and the date are at the top of the first page.')).toEqual([
      ['identification', 'My name, form and the date are at the top of the first page'],
    ]);
    expect(rules('Begin with a centred title.')).toEqual([['title', 'A centred title']]);
  });

  it('reads every page numbered after a first one', () => {
    expect(rules('Every page after the cover is numbered.')).toEqual([
      ['page_numbers', 'Every page after the cover is numbered'],
    ]);
  });

  it('leaves a name that is not placed', () => {
    expect(aspects('Your name is not needed on the draft.')).toEqual([]);
  });
});

describe('fonts described rather than named', () => {
  it('reads a font by its kind and size, with how it is typed', () => {
    expect(rules('The log is typed in a plain font of size 11.')).toEqual([
      ['font', 'Font: typed in a plain font of size 11'],
    ]);
    expect(rules('Use a sans-serif font of 10 or 11 points.')).toEqual([
      ['font', 'Font: a sans-serif font of 10 or 11 points'],
    ]);
  });

  it('reads a least font size with what it is for', () => {
    expect(rules('Use a font size of at least 28 point for body text.')).toEqual([
      ['font', 'Font: font size of at least 28 point for body text'],
    ]);
  });

  it('reads a named font after "typed in" and a typed condition', () => {
    expect(rules('The letter is typed in Calibri 11.')).toEqual([['font', 'Font: typed in Calibri 11']]);
    expect(rules('Memos are typed in Verdana 10 or Georgia 11.')).toEqual([
      ['font', 'Font: typed in Verdana 10 or Georgia 11'],
    ]);
    expect(rules('If typed, use font size 11.')).toEqual([['font', 'Font: If typed, use font size 11']]);
  });

  it('leaves a font size that is a topic', () => {
    expect(aspects('Discuss how font size affects reading speed.')).toEqual([]);
  });
});
