import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/*
 * Page numbers, footers, margins, paper and headings said in the ways briefs say them: a page left unnumbered,
 * pages numbered with how, a footer with what it holds, margins with a second unit and the sides, US Letter
 * paper, line numbering, the headings a brief names and how headings are set. Every example is invented here.
 */

const rules = (text: string) =>
  analyseBrief(text, { projectType: 'report', now }).formatting.map((f) => [f.aspect, f.text]);

describe('page numbers and footers', () => {
  it('reads the page left unnumbered beside where the numbers go', () => {
    expect(rules('Page numbers at the bottom, with no page number on the cover page.')).toEqual([
      ['page_numbers', 'With no page number on the cover page'],
      ['page_numbers', 'Page numbers at the bottom'],
    ]);
  });

  it('keeps how the pages are numbered, and stops before what else is numbered', () => {
    expect(rules('Number the pages of the whole thesis consecutively.')).toEqual([
      ['page_numbers', 'Number the pages of the whole thesis consecutively'],
    ]);
    expect(rules('Number the pages and the lines (continuous line numbering).')).toEqual([
      ['numbering', 'Continuous line numbering'],
      ['page_numbers', 'Number the pages'],
    ]);
  });

  it('reads a footer on every page with what it holds, page number and all', () => {
    expect(rules('Put a footer on every page with "DRAFT - internal" and the page number.')).toEqual([
      ['header', 'Put a footer on every page with "DRAFT - internal" and the page number'],
    ]);
    expect(rules('Put your name in the footer.')).toEqual([['header', 'Put your name in the footer']]);
  });
});

describe('margins and paper', () => {
  it('keeps a margin given in two units and on every side', () => {
    expect(rules('Margins of at least 2 cm (0.8 inch) on every side.')).toEqual([
      ['margins', 'Margins of at least 2 cm (0.8 inch) on every side'],
    ]);
  });

  it('reads US Letter paper', () => {
    expect(rules('Use US Letter page size.')).toEqual([['page_size', 'Paper size: US Letter page size']]);
    expect(rules('Write a letter to the editor.')).toEqual([]);
  });
});

describe('headings', () => {
  it('reads the headings a brief tells the writer to use', () => {
    expect(rules('Use these headings.')).toEqual([['heading_style', 'Use these headings']]);
    expect(
      rules(
        'Use the SOAP headings (Subjective, Objective, Assessment, Plan), with the question numbers as sub-headings.',
      ),
    ).toEqual([
      [
        'heading_style',
        'Use the SOAP headings (Subjective, Objective, Assessment, Plan), with the question numbers as sub-headings',
      ],
    ]);
  });

  it('leaves "the following headings", which leads in the parts listed under it', () => {
    expect(rules('Use the following headings in this order.')).toEqual([]);
  });

  it('reads how headings are set, and keeps it apart from which headings to use', () => {
    expect(rules('Chapter titles go in bold capitals.')).toEqual([
      ['heading_style', 'Headings: Chapter titles go in bold capitals'],
    ]);
    const two = rules('Use these headings. Headings are numbered as in the outline.');
    expect(two.filter(([a]) => a === 'heading_style')).toHaveLength(2);
    expect(rules('The titles are in a box on the cover.')).toEqual([]);
  });
});
