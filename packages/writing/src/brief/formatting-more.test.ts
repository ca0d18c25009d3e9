import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/*
 * Presentation rules that name a convention or describe how a kind of content is set out: footnote sizes,
 * translations in footnotes, named rule books, terms at first use, headings to use, axis labels, labels for
 * people in the data, folders and staples, typed or handwritten work, margins with a minimum or per side, more
 * things numbered, captions and credits, and the clause of a long sentence that hands the work in. Every example
 * is invented here.
 */

const rules = (text: string) =>
  analyseBrief(text, { projectType: 'essay', now }).formatting.map((f) => [f.aspect, f.text]);
const of = (aspect: string, text: string) =>
  rules(text)
    .filter(([a]) => a === aspect)
    .map(([, t]) => t);

describe('footnotes and translations', () => {
  it('reads a size or spacing given to the footnotes apart from the body font', () => {
    expect(rules('Set the essay in Georgia 12 with footnotes in 9 point.')).toEqual([
      ['notes', 'Footnotes in 9 point'],
      ['font', 'Font: Georgia 12'],
    ]);
    expect(of('notes', 'Use size 9 for footnotes throughout.')).toEqual(['Size 9 for footnotes']);
    expect(of('notes', 'Footnotes are single-spaced.')).toEqual(['Footnotes are single-spaced']);
  });

  it('leaves footnotes that are only counted or mentioned', () => {
    expect(of('notes', 'The 4,000 words include footnotes.')).toEqual([]);
    expect(of('notes', 'A4; Garamond 12 (footnotes 9)')).toEqual([]);
  });

  it('reads where a translation or the original goes', () => {
    expect(of('quotations', 'Quote the poems in English, with the original in a footnote.')).toEqual([
      'With the original in a footnote',
    ]);
    expect(
      of(
        'quotations',
        'Cite interview passages in Welsh followed by a translation into English in brackets.',
      ),
    ).toEqual(['Followed by a translation into English in brackets']);
  });

  it('leaves a translation that is the topic', () => {
    expect(of('quotations', 'Discuss how the translation changed the reception of the novel.')).toEqual([]);
  });
});

describe('named conventions', () => {
  it('reads a rule book the text or the references follow', () => {
    expect(of('writing_form', 'Glosses are written according to the Bergen Glossing Conventions.')).toEqual([
      'Glosses are written according to the Bergen Glossing Conventions',
    ]);
    expect(of('referencing', 'References follow the Style Sheet for Maritime History.')).toEqual([
      'References follow the Style Sheet for Maritime History',
    ]);
    expect(of('writing_form', 'The feature is written in AP style throughout.')).toEqual([
      'The feature is written in AP style throughout',
    ]);
  });

  it('leaves a style Penwright reads itself and rules that are not a book', () => {
    expect(of('writing_form', 'References follow the Chicago Manual of Style, 17th edition.')).toEqual([]);
    expect(of('writing_form', 'Follow the safety rules in the laboratory.')).toEqual([]);
  });

  it('reads a spelling system and a term written out at first use', () => {
    expect(of('writing_form', 'The orthography of the 1998 reform is used throughout.')).toEqual([
      'The orthography of the 1998 reform is used throughout',
    ]);
    expect(of('writing_form', 'Acronyms are spelled out the first time they appear.')).toEqual([
      'Acronyms are spelled out the first time they appear',
    ]);
    expect(of('writing_form', 'Name the species the first time you see them in the field.')).toEqual([]);
  });
});

describe('headings, axes and labels for people', () => {
  it('reads headings the writer is told to use', () => {
    expect(of('heading_style', 'Begin with a summary and then use headings of your own choice.')).toEqual([
      'Headings of your own choice',
    ]);
    expect(of('heading_style', 'Headings should follow the four questions above.')).toEqual([
      'Headings should follow the four questions above',
    ]);
  });

  it('leaves a lead-in to a list of headings and headings that are only mentioned', () => {
    expect(of('heading_style', 'Your report should be arranged under these headings:')).toEqual([]);
    expect(of('heading_style', 'The table has units in the headings.')).toEqual([]);
  });

  it('reads axis labels with units', () => {
    expect(of('units', 'Every chart has axis labels with units.')).toEqual([
      'Every chart has axis labels with units',
    ]);
    expect(of('units', 'Label the axes of your sketch.')).toEqual([]);
  });

  it('reads labels the people in the data go by', () => {
    expect(of('identification', 'Do not use real names; call them Farmer A, Farmer B and so on.')).toEqual([
      'Call them Farmer A, Farmer B and so on',
    ]);
    expect(of('identification', 'In the transcripts use codes (T1, T2, T3) for the teachers.')).toEqual([
      'Use codes (T1, T2, T3)',
    ]);
    expect(of('identification', 'Call the helpline if you feel unwell.')).toEqual([]);
  });
});

describe('how the work is produced and held together', () => {
  it('reads typed or handwritten in the clause that says it', () => {
    expect(of('typed', 'The diary may be typed or neatly handwritten, 600 words long.')).toEqual([
      'Typed: The diary may be typed or neatly handwritten',
    ]);
    expect(of('typed', 'Charts should be typed, not pasted as photos.')).toEqual([
      'Typed: Charts should be typed, not pasted as photos',
    ]);
  });

  it('keeps the paper with the clause that says how the work is produced', () => {
    expect(rules('You may handwrite it in black ink on A4 paper or type it.')).toEqual([
      ['typed', 'Typed: You may handwrite it in black ink on A4 paper or type it'],
    ]);
  });

  it('reads a folder, a cover or a staple in a corner', () => {
    expect(of('binding', 'Put the project in a clear plastic folder.')).toEqual([
      'Binding: Put the project in a clear plastic folder',
    ]);
    expect(of('binding', 'The essay is stapled in the top left corner.')).toEqual([
      'Binding: stapled in the top left corner',
    ]);
    expect(of('binding', 'Staple the pages at the top left; do not use plastic sleeves.')).toEqual([
      'Binding: Staple the pages at the top left',
    ]);
  });

  it('leaves a folder that is only where files are kept, and a binding that is not asked for', () => {
    expect(of('binding', 'The data are in the shared folder on the drive.')).toEqual([]);
    expect(of('binding', 'The copy does not need to be bound.')).toEqual([]);
  });
});

describe('settings in more words', () => {
  it('reads margins with a minimum and margins given per side', () => {
    expect(of('margins', 'Keep margins of at least 3 cm.')).toEqual(['Margins of at least 3 cm']);
    expect(of('margins', 'Margins: left 3 cm, right 2 cm, top 2 cm, bottom 2 cm.')).toEqual([
      'Margins: left 3 cm, right 2 cm, top 2 cm, bottom 2 cm',
    ]);
  });

  it('reads examples and paragraphs that are numbered', () => {
    expect(of('numbering', 'Glossed examples are numbered consecutively.')).toEqual([
      'Examples are numbered consecutively',
    ]);
    expect(of('numbering', 'Number each section as in the list above.')).toEqual([
      'Number each section as in the list above',
    ]);
    expect(of('numbering', 'Give three examples of numbered lists in legal texts.')).toEqual([]);
  });

  it('reads captions of each kind and credits in them', () => {
    expect(of('figures', 'Every photo in it has a numbered caption.')).toEqual([
      'Every photo in it has a numbered caption',
    ]);
    expect(of('figures', 'Tables have their titles above and figures below.')).toEqual([
      'Figures and tables: Tables have their titles above and figures below',
    ]);
    expect(of('figures', 'Photos by others must be credited in the caption.')).toEqual([
      'Figures and tables: Photos by others must be credited in the caption',
    ]);
    expect(of('figures', 'Photos of the site are welcome.')).toEqual([]);
  });

  it('reads a second file name rule in the plural', () => {
    expect(of('file_name', 'The file names of the clips should match the figure numbers.')).toEqual([
      'File names of the clips should match the figure numbers',
    ]);
  });

  it('reads a title of its own for each part', () => {
    expect(of('title', 'Each poem must have its own title.')).toEqual(['Each poem must have its own title']);
  });
});

describe('the part of a sentence that hands the work in', () => {
  it('keeps the last part of a long sentence of settings', () => {
    expect(
      of(
        'file_format',
        'The thesis is set in 11-point Garamond, with 1.5 line spacing, and is submitted as a PDF on the portal.',
      ),
    ).toEqual(['Submitted as a PDF on the portal']);
    expect(of('file_format', 'Format: double-spaced, numbered pages, saved as a PDF.')).toEqual([
      'Saved as a PDF',
    ]);
  });

  it('reads past a date before a colon, and keeps "sent by e-mail"', () => {
    expect(
      of('file_format', '- Monday 3 May 2027, 17:00: final essay uploaded as one PDF by the editor.'),
    ).toEqual(['Final essay uploaded as one PDF by the editor']);
    expect(
      of('file_format', 'Hand in the essay by 3 May 2027, as one PDF sent by e-mail to the office.'),
    ).toEqual(['As one PDF sent by e-mail to the office']);
  });
});

describe('copies not asked for', () => {
  it('leaves a copy the brief says is not required, and keeps one it asks for', () => {
    expect(of('copies', 'A paper copy is not required.')).toEqual([]);
    expect(of('copies', 'Bring one paper copy to the seminar office.')).toHaveLength(1);
  });
});

describe('a style heading placed on the page', () => {
  it('reads an MLA heading with where it goes and what it holds', () => {
    expect(of('heading_style', '- MLA heading (name, tutor, class, date) in the upper left')).toEqual([
      'MLA heading (name, tutor, class, date) in the upper left',
    ]);
    expect(of('heading_style', 'Double spacing, 1" margins, MLA heading at top left.')).toHaveLength(1);
  });

  it('leaves an MLA heading only mentioned', () => {
    expect(of('heading_style', 'The MLA heading was explained in week 2.')).toEqual([]);
  });
});

describe('copies given as a value or in digital form', () => {
  it('reads both copies of a label that names a hard copy first', () => {
    expect(
      of('copies', 'Hand-in: hard copy in the tray outside Room 12, and an electronic copy on the portal'),
    ).toEqual(['Hard copy in the tray outside Room 12, and an electronic copy on the portal']);
  });

  it('reads a digital copy named before the printed ones', () => {
    expect(
      of('copies', 'The student hands over a digital copy in PDF and two printed copies to the office.'),
    ).toEqual(['A digital copy in PDF and two printed copies to the office']);
  });

  it('leaves a hard copy mentioned without a label or a request', () => {
    expect(of('copies', 'The library keeps hard copies of past theses.')).toEqual([]);
  });
});

describe('settings with what goes with them', () => {
  it('reads SI units with the alternative allowed', () => {
    expect(of('units', 'Give SI units, or knots and nautical miles where usual.')).toEqual([
      'SI units, or knots and nautical miles where usual',
    ]);
  });

  it('reads what is numbered with the equations', () => {
    expect(
      of('equations', 'Number your equations, figures and tables by chapter (for example Table 3.1).'),
    ).toEqual(['Number your equations, figures and tables by chapter (for example Table 3.1)']);
  });

  it('reads what goes in the file name', () => {
    expect(
      of('file_name', 'Give your candidate number in the file name (e.g. 4410_essay.pdf).'),
    ).toHaveLength(1);
    expect(
      of('file_name', 'Give your candidate number in the file name (e.g. 4410_essay.pdf).')[0],
    ).toContain('candidate number in the file name');
  });

  it('reads the space after paragraphs with the line spacing', () => {
    expect(of('spacing', 'Single-spaced text with 6 pt after each paragraph.')).toEqual([
      'Single-spaced text with 6 pt after each paragraph',
    ]);
  });

  it('leaves a font name that is a place', () => {
    expect(of('font', 'Interview farmers in Georgia and Alabama.')).toEqual([]);
    expect(of('font', 'Use Georgia throughout.')).toEqual(['Font: Georgia']);
  });
});

describe('a hand-in label before the file format', () => {
  it('keeps the label that says the line is the hand-in', () => {
    expect(of('file_format', 'Submission: the course portal, one PDF file')).toEqual([
      'Submission: the course portal, one PDF file',
    ]);
  });

  it('leaves a date before a colon out', () => {
    expect(of('file_format', '- 4 June 2027, 12:00: draft uploaded as one PDF.')).toEqual([
      'Draft uploaded as one PDF',
    ]);
  });
});
