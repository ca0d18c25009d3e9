import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/*
 * How kinds of content are set out, said in sentences: figures numbered and captioned, figures taken from others
 * credited, the tense and person of the prose, where a part starts, what footnotes hold, the language a
 * quotation is given in, equations typed with an editor, and a centred title. Every example is invented here.
 */

const analysis = (text: string) => analyseBrief(text, { projectType: 'report', now });
const rules = (text: string) => analysis(text).formatting.map((f) => [f.aspect, f.text]);

describe('figures', () => {
  it('reads figures numbered and captioned, however the sentence puts it', () => {
    expect(rules('Every figure and table is numbered, has a caption and is cited in the text.')).toEqual([
      ['figures', 'Every figure and table is numbered, has a caption and is cited in the text'],
    ]);
    expect(rules('Crop photos to the subject and give each a numbered caption.')).toEqual([
      ['figures', 'Crop photos to the subject and give each a numbered caption'],
    ]);
  });

  it('reads the credit a borrowed figure must give, and not a ban on borrowed figures', () => {
    expect(rules('Figures adapted from other papers must give the source and the licence.')).toEqual([
      [
        'figures',
        'Figures and tables: Figures adapted from other papers must give the source and the licence',
      ],
    ]);
    expect(
      rules('Figures taken from other papers are not allowed.').filter(([a]) => a === 'figures'),
    ).toEqual([]);
  });
});

describe('the prose and its parts', () => {
  it('reads the person and tense of a part', () => {
    expect(rules('Write the method in the third person and the past tense.')).toEqual([
      ['writing_form', 'Write the method in the third person and the past tense'],
    ]);
  });

  it('reads "Begin each … on a new page"', () => {
    expect(rules('Begin each chapter on a new page, with its title.')).toEqual([
      ['page_breaks', 'Begin each chapter on a new page, with its title'],
    ]);
  });

  it('reads what the footnotes may hold', () => {
    expect(rules('Footnotes should contain citations, not further argument.')).toEqual([
      ['notes', 'Footnotes should contain citations, not further argument'],
    ]);
    expect(rules('Footnotes are counted in the word limit.')).toEqual([]);
  });

  it('reads the language a quotation is given in', () => {
    expect(rules('Quotations in German are given in the original with your translation.')).toEqual([
      ['quotations', 'Quotations in German are given in the original with your translation'],
    ]);
    expect(
      rules('In an English essay, quotations from Dutch sources are left in Dutch, without translation.'),
    ).toEqual([
      [
        'quotations',
        'In an English essay, quotations from Dutch sources are left in Dutch, without translation',
      ],
    ]);
    expect(rules('Short quotations are given in double quotation marks.')).toEqual([]);
  });

  it('reads equations typed with an editor, leaving the next instruction as a task', () => {
    const a = analysis(
      'Write equations with an equation editor, number the key ones, and define every symbol you use.',
    );
    expect(a.formatting.map((f) => f.text)).toEqual([
      'Write equations with an equation editor, number the key ones',
    ]);
    expect(a.tasks.map((t) => t.text)).toContain('Define every symbol you use.');
  });

  it('reads a title centred at the top of the first page', () => {
    expect(rules('Put the title "Reading List" centred at the top of the first page.')).toEqual([
      ['title', 'The title "Reading List" centred at the top of the first page'],
    ]);
  });

  it('reads a folder the work is handed in, and where the word count goes, put passively', () => {
    expect(
      rules('- Friday 4 June: final project handed in to your class teacher in a labelled folder.'),
    ).toEqual([['binding', 'Binding: handed in to your class teacher in a labelled folder']]);
    expect(rules('The essay is about 2,000 words and the word count is on the title page.')).toEqual([
      ['word_count_statement', 'The word count is on the title page'],
    ]);
    expect(rules('Do not use plastic folders.')).toEqual([]);
  });
});
