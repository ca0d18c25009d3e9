import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

const sections = (text: string) => analyse(text).requiredSections.map((s) => s.title);

describe('parts asked for in passing', () => {
  it('reads what follows a part already named as parts too', () => {
    expect(
      sections(
        'Begin the file with a cover page giving your name and school, followed by a dedication page and a table of contents.',
      ),
    ).toEqual(expect.arrayContaining(['Dedication page', 'Table of contents']));
    expect(
      sections('Give the essay a title, followed by the full citation of the film you discuss.'),
    ).toContain('Citation of the film you discuss');
    // A talk followed by questions names no part of the written work.
    expect(sections('Each group gives a talk followed by a discussion with the class.')).toEqual([]);
    expect(
      sections('The summary comes first, followed by a glossary if you need one; it may not exceed a page.'),
    ).toEqual(expect.not.arrayContaining(['Glossary']));
  });

  it('keeps a second abstract in another language beside the first', () => {
    expect(
      sections(
        'An abstract of at most 200 words in English comes first, followed by an abstract of the same length in Portuguese.',
      ),
    ).toEqual(expect.arrayContaining(['Abstract', 'Abstract in Portuguese']));
    expect(
      sections('The thesis may be written in French; the abstract must also be given in German.'),
    ).toContain('Abstract in German');
    expect(sections('The abstract should summarise the study in English.')).not.toContain(
      'Abstract in English',
    );
  });

  it('reads a statement placed at a fixed point of the work', () => {
    expect(
      sections('Any use of chatbots must be declared in a short statement at the end of the report.'),
    ).toContain('Statement');
    expect(sections('Describe your use of AI tools in a short AI statement after the references.')).toContain(
      'AI statement',
    );
    expect(sections('Translation software must be acknowledged in a note on the first page.')).toContain(
      'Note',
    );
    // Optional, conditional or merely mentioned statements are not parts.
    expect(sections('If you used a tool, add a short note after the bibliography.')).toEqual([]);
    expect(sections('You may add a short statement at the end of the essay if you wish.')).toEqual([]);
    expect(sections('The mission statement of the firm is given at the end of the case.')).toEqual([]);
  });

  it('reads a statement asked for after a clause that allows or forbids something else', () => {
    expect(
      sections(
        'Chatbots may be used only to plan the essay, and any such use must be recorded in a statement at the end of the essay.',
      ),
    ).toContain('Statement');
    expect(
      sections(
        'You must not let a chatbot write the analysis, and you must add a one-paragraph declaration after the bibliography.',
      ),
    ).toContain('Declaration');
    expect(
      sections('Any use of translation software must be acknowledged in a statement in the appendix.'),
    ).toContain('Statement');
    // The clause that names the statement still decides: here it is optional.
    expect(
      sections(
        'Chatbots are not allowed for the analysis, but you may add a note at the end explaining your tools.',
      ),
    ).toEqual([]);
  });

  it('reads a figure the work is required to carry', () => {
    expect(sections('A sketch map of the village and at least one photograph are required.')).toEqual(
      expect.arrayContaining(['Sketch map of the village', 'Photograph']),
    );
    expect(sections('A labelled diagram of the circuit should be included.')).toContain(
      'Labelled diagram of the circuit',
    );
    expect(sections('A diagram is not required, but may help the reader.')).toEqual([]);
    expect(sections('Tables should be numbered and given a caption.')).toEqual([]);
  });

  it('reads a numbered step, or an instruction, that writes a part of the work', () => {
    expect(sections('Step 1. Write a title that names the plant you grew.')).toContain('Title');
    expect(sections('Step 3. Write a brief introduction.')).toContain('Introduction');
    expect(sections('Step 8. List the references you consulted.')).toContain('List of references');
    expect(sections('Step 2. Write a letter to the council about the park.')).toEqual([]);
    expect(sections('Write a conclusion-style paragraph in your notebook about the trip.')).toEqual([]);
  });

  it('reads a lettered appendix by what it must be', () => {
    expect(sections('Appendix B must be the signed consent form of every participant.')).toContain(
      'Appendix B',
    );
    expect(sections('Annex 2 is the risk register in table form.')).toContain('Annex 2');
    expect(sections('Appendix C is not marked.')).toEqual([]);
  });

  it('reads the word count placed under the title', () => {
    expect(sections('Please write the word count under the title of your essay.')).toContain('Word count');
    expect(sections('The word count must not appear under the title.')).toEqual([]);
  });

  it('reads a detail put on the front page as asking for that page', () => {
    expect(sections('Put your candidate number and the module code on the cover page only.')).toContain(
      'Cover page',
    );
    expect(sections('Your student number must be on the title page.')).toContain('Title page');
    expect(
      sections('The first page carries the module code and the word count; do not write your name anywhere.'),
    ).toContain('Title page');
    expect(sections('Do not put your name on the cover page.')).toEqual([]);
  });

  it('keeps the brief’s word "annex" for an attached part', () => {
    expect(sections('Attach copies of all the letters you sent during the project as an annex.')).toContain(
      'Annex',
    );
  });

  it('reads a document the submission must carry', () => {
    expect(
      sections('Ask each parent for permission and attach a copy of the signed consent form.'),
    ).toContain('Consent form');
    expect(sections('A Turnitin similarity report must be attached to the thesis.')).toContain(
      'Turnitin similarity report',
    );
    expect(sections('Sign and attach the declaration of authorship after the title page.')).toContain(
      'Declaration of authorship',
    );
    // A form the participants sign, or one the writer need not attach, is no part of the work.
    expect(sections('Every interviewee must read and sign the consent form before recording.')).toEqual([]);
    expect(sections('You do not need to attach the consent forms.')).toEqual([]);
  });

  it('counts the "first page" as the title page', () => {
    expect(sections('The first page shows your candidate number and the word count.')).toContain(
      'Title page',
    );
  });

  it('reads a front page named by what it holds inside a list of rules', () => {
    expect(
      sections('Format: 11-point font, single spacing, title page with your name and the module code.'),
    ).toContain('Title page');
    expect(sections('Cover sheet: the project title, your name and your tutor.')).toContain('Cover page');
    expect(sections('Do not add a title page with your photograph.')).toEqual([]);
  });

  it('reads the list of sources asked for at the end, and the keywords', () => {
    expect(sections('Cite in Chicago style, with one bibliography at the end for both parts.')).toContain(
      'Bibliography',
    );
    expect(sections('The summary comes with three to five keywords.')).toContain('Keywords');
    expect(sections('A bibliography at the end is not needed for this task.')).toEqual([]);
    expect(sections('Underline the five key terms in your answer.')).toEqual([]);
  });
});

describe('appendices the writer is told to fill, by letter or number', () => {
  const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);

  it('reads each appendix named in an instruction, in brackets, or as a labelled line', () => {
    expect(titles('Put the raw counts in Appendix 1 and the site photographs in Appendix 2.')).toEqual(
      expect.arrayContaining(['Appendix 1', 'Appendix 2']),
    );
    expect(titles('Methods and sources (a plan of the trenches is required as Appendix A).')).toContain(
      'Appendix A',
    );
    expect(titles('Appendix: the questionnaire you used.')).toEqual(['Appendix']);
  });

  it("reads no part from the brief's own appendices", () => {
    expect(titles('The marking grid is attached as Appendix B; see Appendix C for past topics.')).toEqual([]);
  });
});
