import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/*
 * Formatting rules written in ways the first rules missed: file names with placeholders or described in words,
 * a choice of fonts, and a font or spacing given per part of the document. Every example is invented here.
 */

const rules = (text: string) =>
  analyseBrief(text, { projectType: 'essay', now }).formatting.map((f) => [f.aspect, f.text]);

describe('file names', () => {
  it('reads a name with placeholders after the file it names', () => {
    expect(rules('- one PDF per pair, sent by the first author, named GEO2_Pair<nn>_Map.pdf')).toEqual([
      ['file_name', 'File name: one PDF per pair, sent by the first author, named GEO2_Pair<nn>_Map.pdf'],
    ]);
  });

  it('reads a name with a spaced placeholder after "Submit … named"', () => {
    expect(rules('Submit a Word file named HIS104_<family name>_<topic>.docx on the portal.')).toEqual([
      ['file_name', 'Submit a Word file named HIS104_<family name>_<topic>.docx on the portal'],
    ]);
  });

  it('reads a name described in words, with its example', () => {
    expect(
      rules('Essays are uploaded as a PDF named with your exam number (e.g. X4821.pdf) by noon.'),
    ).toEqual([['file_name', 'File name: a PDF named with your exam number (e.g. X4821.pdf)']]);
  });

  it('reads "Label the file …" as a file name', () => {
    expect(rules('Label the file ART330_<ID>_Review.docx.')[0]?.[0]).toBe('file_name');
  });

  it('reads "Name it …" and "Name both files …" followed by a name or by what it holds', () => {
    expect(rules('Name it GEO415_Surname_Delta.pdf.')[0]?.[0]).toBe('file_name');
    expect(rules('Name both files with your seat number and your family name.')[0]?.[0]).toBe('file_name');
  });

  it('does not read naming that is not of a file', () => {
    expect(rules('Choose a wetland and name it after the nearest village.')).toEqual([]);
    expect(rules('Name the three species you saw most often.')).toEqual([]);
  });
});

describe('fonts and spacing', () => {
  it('keeps a choice of two fonts with its size', () => {
    expect(rules('Use Georgia or Arial 11 throughout.')).toEqual([['font', 'Font: Georgia or Arial 11']]);
  });

  it('keeps a choice of two fonts each with its own size', () => {
    expect(rules('Type the essay in Calibri 11 or Georgia 12.')).toEqual([
      ['font', 'Font: Calibri 11 or Georgia 12'],
    ]);
    expect(rules('Type the essay in Calibri 11, or ask for a larger print copy.')).toEqual([
      ['font', 'Font: Calibri 11'],
    ]);
  });

  it('keeps a size given per part of the document in one line', () => {
    expect(rules('Set Arial 11 point for the body and 9 point for captions; double spacing.')).toEqual([
      ['font', 'Font: Arial 11 point for the body and 9 point for captions'],
      ['spacing', 'Double spacing'],
    ]);
  });

  it('keeps spacing given per part of the document in one line', () => {
    expect(rules('Use double spacing in the body and single spacing in block quotations.')).toEqual([
      ['spacing', 'Double spacing in the body and single spacing in block quotations'],
    ]);
  });
});

describe('instructions to the student about the page', () => {
  it('reads where the title and the name go', () => {
    expect(
      rules(
        'Title it "Field Diary" centred at the top. Write your name and form in the top right corner of the first page.',
      ),
    ).toEqual([
      ['title', 'Title it "Field Diary" centred at the top'],
      ['identification', 'Write your name and form in the top right corner of the first page'],
    ]);
  });

  it('reads "Put only your candidate number on the script" as a rule of presentation', () => {
    expect(rules('Put only your candidate number on the script, since scripts are marked blind.')).toEqual([
      ['identification', 'Put only your candidate number on the script'],
    ]);
  });

  it('reads numbered paragraphs, examples and headings', () => {
    expect(rules('Paragraphs of the submission shall be numbered consecutively.')[0]?.[0]).toBe('numbering');
    expect(rules('Number all headings and include a contents page.')[0]).toEqual([
      'numbering',
      'Number all headings and include a contents page',
    ]);
  });

  it('reads a left margin the student is asked to leave, and "normal margins"', () => {
    expect(rules('Leave a left margin of at least 4 cm for comments.')).toEqual([
      ['margins', 'Margins: Leave a left margin of at least 4 cm for comments'],
    ]);
    expect(rules('Format: Arial 11, normal margins.').map(([a]) => a)).toEqual(['font', 'margins']);
  });

  it('keeps a sized hanging indent apart from the order of the list, and a bare one with it', () => {
    expect(rules('List the works alphabetically by title, with a hanging indent of 1.27 cm.')).toEqual([
      ['reference_order', 'List the works alphabetically by title'],
      ['indent', 'With a hanging indent of 1.27 cm'],
    ]);
    expect(rules('Put the entries in alphabetical order with a hanging indent.')).toHaveLength(1);
  });

  it('reads page numbers for quotations as a rule about quoting, not page numbering', () => {
    expect(rules('Give page numbers for every quotation. Number all pages.')).toEqual([
      ['quotations', 'Page numbers for every quotation'],
      ['page_numbers', 'Number all pages'],
    ]);
  });

  it('does not read "pages of A4" in a length as a paper size', () => {
    expect(rules('The text may not exceed 12 pages of A4.')).toEqual([]);
    expect(rules('Print it on A4 paper.')).toEqual([['page_size', 'Paper size: A4']]);
  });
});

describe('a template and its settings', () => {
  it('keeps the settings in brackets after a template with it, not as lines of their own', () => {
    expect(rules('Use the faculty template (Cambria 11, double spacing) for the report.')).toEqual([
      ['template', 'The faculty template (Cambria 11, double spacing)'],
    ]);
  });

  it('does not read a template mentioned in an aside as the rule', () => {
    expect(rules('Follow the usual plan (as in the template on the portal).')).toEqual([]);
  });
});

describe('fonts of two pieces of work', () => {
  const analysis = (text: string) => analyseBrief(text, { projectType: 'essay', now }).formatting;

  it('keeps a font rule for each size, and one for a size said twice', () => {
    const two = analysis('Poster text must be at least 20 pt. The report is in 12 pt Georgia.');
    expect(two.filter((f) => f.aspect === 'font').map((f) => f.text)).toEqual([
      'Font: 20 pt',
      'Font: 12 pt Georgia',
    ]);
    const same = analysis('Use 12 pt Georgia. Remember: Georgia 12 pt throughout.');
    expect(same.filter((f) => f.aspect === 'font')).toHaveLength(1);
  });

  it('does not read a rating scale as a font size', () => {
    expect(rules('Participants answered on a 5-point scale.')).toEqual([]);
  });
});

describe('what the header holds, stated as a list item', () => {
  it('reads "Your name and tutor group in the footer" as a header rule', () => {
    const brief = ['Layout', '- Arial 11', '- Your name and tutor group in the footer'].join('\n');
    expect(rules(brief).map(([aspect]) => aspect)).toContain('header');
  });
});

describe('a file format stated with how the work is handed in', () => {
  it('keeps the clause that hands the work in, without its deadline', () => {
    expect(rules('Upload one PDF through the portal by noon on 3 May 2027.')).toEqual([
      ['file_format', 'Upload one PDF through the portal'],
    ]);
    expect(rules('The thesis is submitted as a PDF in the repository.')).toEqual([
      ['file_format', 'The thesis is submitted as a PDF in the repository'],
    ]);
  });

  it('keeps the bare format when the sentence does not hand anything in, or is the deadline', () => {
    expect(rules('Figures may be pasted in as PDF images.')).toEqual([]);
    expect(rules('Write the report in a Word document.')).toEqual([
      ['file_format', 'File format: Word document'],
    ]);
    expect(rules('Deadline: 3 May 2027, 12:00 (upload a PDF).')).toEqual([
      ['file_format', 'File format: a PDF'],
    ]);
  });
});

describe('numbers and captions for figures and tables', () => {
  const aspects = (text: string) => rules(text).map(([aspect]) => aspect);

  it('reads them however the sentence puts it', () => {
    expect(aspects('Number every table and figure.')).toEqual(['figures']);
    expect(aspects('Every photograph carries a figure number and a caption.')).toEqual(['figures']);
    expect(aspects('Tables and charts have a title and a source.')).toEqual(['figures']);
  });

  it('does not read a figure asked for as a rule about its presentation', () => {
    expect(aspects('Include two maps of the catchment.')).toEqual([]);
    expect(aspects('Every table you include must be discussed in the text.')).toEqual([]);
  });
});
