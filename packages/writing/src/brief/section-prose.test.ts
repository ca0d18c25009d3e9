import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * Parts of the work stated in plain sentences: what the work has, what it opens and closes with, a numbered
 * list of chapters in a sentence, and what goes in an appendix. Every example is invented for this test.
 */

const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);
const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);

describe('the parts the work has, needs or contains', () => {
  it('reads each part of "Your memo needs …" and leaves no task for the sentence', () => {
    const brief =
      'Your memo needs a cover page, an executive summary of no more than one page, a table of contents, an introduction, a section for each of (a)-(c), a conclusion, a reference list and appendices for your tables.';
    expect(titles(brief)).toEqual([
      'Cover page',
      'Executive summary',
      'Table of contents',
      'Introduction',
      'Section for each of (a)-(c)',
      'Conclusion',
      'Reference list',
      'Appendices',
    ]);
    expect(tasks(brief)).not.toContain(brief);
  });

  it('reads the parts after "also needs", after a waived form, and keeps the commas of brackets', () => {
    expect(
      titles(
        'The report also needs a cover page naming the whole team, a glossary, a conclusion and a bibliography.',
      ),
    ).toEqual(['Cover page', 'Glossary', 'Conclusion', 'Bibliography']);
    expect(
      titles(
        'You may order it as you like, but it must have an introduction, the analysis under headings and a conclusion.',
      ),
    ).toEqual(['Introduction', 'Analysis', 'Conclusion']);
    expect(
      titles(
        'Your project must have a title page (name, form, school, year) and a table of contents with page numbers.',
      ),
    ).toEqual(['Title page', 'Table of contents']);
  });

  it('does not read a clause that merely mentions the work before "but" as its parts', () => {
    expect(titles('The topic is yours, but it must have a clear link to the course readings.')).toEqual([]);
  });

  it('keeps a part named by two words joined by "and" whole', () => {
    const brief =
      'The write-up should have a title page, an introduction, a methods section, a findings and analysis section, a conclusion and an appendix containing your survey form.';
    expect(titles(brief)).toContain('Findings and analysis');
    expect(titles(brief)).toContain('Methods');
    expect(titles(brief)).toContain('Appendix containing your survey form');
  });

  it('reads one known part with its article, but not the facts that follow it', () => {
    expect(
      titles('Your essay has a title page with your desk number, the unit code and the word count.'),
    ).toEqual(['Title page']);
  });

  it('reads nothing from a work that has a limit, a deadline or an approval', () => {
    expect(titles('The essay has a limit of two thousand words and a deadline in May.')).toEqual([]);
    expect(titles('Your project needs ethical approval before you begin.')).toEqual([]);
    expect(titles('The garden has a pond, a shed and a long hedge.')).toEqual([]);
  });
});

describe('the parts the work opens and closes with', () => {
  it('reads both ends of "should open with … and close with …" and claims the sentence', () => {
    const brief = 'The report should open with a summary of half a page at most and close with a conclusion.';
    expect(titles(brief)).toEqual(['Summary', 'Conclusion']);
    expect(tasks(brief)).not.toContain(brief);
  });

  it('reads a list of parts after "closes with", naming a section by what it is on', () => {
    const brief =
      'The plan closes with a calendar for the whole season, a budget with its sponsors and a short section on the hazards to the crew and the fallbacks the crew would use.';
    expect(titles(brief)).toEqual(['Calendar', 'Budget', 'Hazards']);
  });

  it('stops at the first item that is not a part', () => {
    expect(
      titles(
        'It opens with a statement of the harbour problem, whether it concerns a wreck, a reef or a storm.',
      ),
    ).toEqual(['Statement of the harbour problem']);
  });

  it('reads no unknown part from an order without the work as its subject', () => {
    expect(titles('Begin with a riddle and end with a joke.')).toEqual([]);
    expect(titles('The rehearsal opens with a warm-up and closes with a song.')).toEqual([]);
  });
});

describe('a numbered list of chapters in a sentence', () => {
  it('reads each numbered chapter with its number', () => {
    const brief =
      'Please organise the report with these chapters: 1 Introduction, 2 Survey of the orchard, 3 Pruning plan, 4 Costs, then References and Appendices.';
    expect(titles(brief)).toEqual([
      '1 Introduction',
      '2 Survey of the orchard',
      '3 Pruning plan',
      '4 Costs',
      'References',
      'Appendices',
    ]);
  });

  it('reads no numbered items outside a list of parts', () => {
    expect(titles('You must include 3 Photos and 2 Maps of the orchard.')).toEqual([]);
  });
});

describe('what goes in an appendix', () => {
  it('reads an appendix from "belong in", "goes at the end as" and "show … in"', () => {
    expect(titles('The tide tables and your boat log belong in the appendices.')).toEqual(['Appendices']);
    expect(titles('The signed note from the harbour master goes at the end as an appendix.')).toEqual([
      'Appendix',
    ]);
    const brief = 'Show your load calculations in an appendix.';
    expect(titles(brief)).toEqual(['Appendix']);
    expect(tasks(brief)).not.toContain(brief);
  });

  it('reads an appendix that must hold something', () => {
    expect(titles('The appendix must contain your full spreadsheet of catches.')).toEqual(['Appendix']);
  });

  it('keeps the task when the appendix is the end of a longer instruction', () => {
    const brief = 'Plot the catches on one chart, and put a table of the raw counts in an appendix.';
    expect(titles(brief)).toContain('Appendix');
    expect(tasks(brief).length).toBeGreaterThan(0);
  });

  it('keeps a declaration to make in an appendix as a rule as well as the appendix', () => {
    const brief = 'Any use of a spell checker must be declared in an appendix naming the program.';
    expect(titles(brief)).toEqual(['Appendix']);
    expect(tasks(brief).length).toBeGreaterThan(0);
  });

  it('reads no appendix from a permission, a refusal or the brief’s own annexes', () => {
    expect(titles('You may put extra photographs in an appendix.')).toEqual([]);
    expect(titles('Do not put your main argument in an appendix.')).toEqual([]);
    expect(titles('The tide tables and a chart of the bay are attached as Annexes A and B.')).toEqual([]);
  });
});

describe('lists of parts in other shapes', () => {
  it('reads the parts of a checklist written in the first person', () => {
    expect(titles('[ ] My project has an introduction, a findings section and a conclusion.')).toEqual([
      'Introduction',
      'Findings',
      'Conclusion',
    ]);
  });

  it('reads the parts after "as a … report:" and not the kind of report', () => {
    const brief =
      'Structure your answer as a field report: cover page, summary (about 150 words, not counted), introduction, findings, conclusion and appendices.';
    const found = titles(brief);
    expect(found).toContain('Cover page');
    expect(found).toContain('Appendices');
    expect(found).not.toContain('Field report');
    expect(found.some((t) => /counted/.test(t))).toBe(false);
  });

  it('keeps "one section for each of points a) to d)" in a bare list of parts', () => {
    expect(
      titles('Cover page; introduction; one section for each of points a) to d); conclusion; references.'),
    ).toEqual([
      'Cover page',
      'Introduction',
      'Section for each of points a) to d)',
      'Conclusion',
      'References',
    ]);
  });

  it('reads no bare list whose items are long instructions', () => {
    expect(
      titles(
        'Cover page; one paragraph for each of the walks you took in the spring term; conclusion; references.',
      ),
    ).toEqual([]);
  });
});

describe('a part named before "as"', () => {
  it('names a listed part by the words before "as a …"', () => {
    const brief = [
      'The proposal must contain the following sections:',
      '1. Introduction',
      '2. Work plan as a bar chart covering the months until the final harvest of the second season',
      '3. References',
    ].join('\n');
    expect(titles(brief)).toContain('Work plan');
  });

  it('reads no part from a sentence that only says how to present something', () => {
    expect(titles('Give the rainfall figures as a table with one row for each month.')).toEqual([]);
  });
});

describe('what the front page holds', () => {
  const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);

  it('asks for the page when it is the subject of what it shows', () => {
    expect(titles('The title page shows the module, your number and the date.')).toEqual(['Title page']);
    expect(titles('The first page carries the title and the name of the supervisor.')).toEqual([
      'Title page',
    ]);
    expect(titles('The cover page must state your group number.')).toEqual(['Cover page']);
  });

  it('reads a detail placed on the page as asking for it, but leaves a page that may be added', () => {
    // A brief that says where the name goes takes a title page for granted.
    expect(titles('Put your name on the title page.')).toEqual(['Title page']);
    expect(titles('The title page may show a photograph of the site.')).toEqual([]);
  });
});

describe('parts named after "the sections" in a sentence about the work', () => {
  it('reads the parts before and the named sections after, with counted keywords', () => {
    expect(
      titles(
        'The article must have a title, a summary of 100 words, four to six keywords, and the sections Background, Sample, Findings, followed by Limitations and Bibliography.',
      ),
    ).toEqual([
      'Title',
      'Summary',
      'Keywords',
      'Background',
      'Sample',
      'Findings',
      'Limitations',
      'Bibliography',
    ]);
  });

  it('reads no sections from a sentence that names the sections of another text', () => {
    expect(titles('Read the sections Sample and Setting of the model paper before you start.')).toEqual([]);
  });
});

describe('parts listed after "Present it as a … report:"', () => {
  it('reads each part after the colon, a last part after "and" included', () => {
    expect(
      titles(
        'Present it as a technical report: a cover page, an abstract (150 words), a glossary, numbered headings for Tasks 1 and 2, a conclusion, and appendices for your data.',
      ),
    ).toEqual(['Cover page', 'Abstract', 'Glossary', 'Conclusion', 'Appendices']);
  });

  it('reads no parts after "Present it as" without a list after a colon', () => {
    expect(titles('Present it as a poster for a general audience.')).toEqual([]);
  });
});

describe('a make-up that points back at parts named before', () => {
  it('reads no part from "the three parts above"', () => {
    expect(
      titles('The essay needs an introduction, the three parts above, a conclusion and a bibliography.'),
    ).toEqual(['Introduction', 'Conclusion', 'Bibliography']);
  });
});
