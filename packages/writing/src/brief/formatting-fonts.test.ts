import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/*
 * Fonts given to more than one part of the document, and a font item that names the part it is for. Every
 * example is invented here.
 */

const fonts = (text: string) =>
  analyseBrief(text, { projectType: 'report', now })
    .formatting.filter((f) => f.aspect === 'font')
    .map((f) => f.text);

describe('fonts of several parts of the document', () => {
  it('reads the headings font given after the body font', () => {
    expect(
      fonts('Format:\n- Body text in Georgia 11 pt with single spacing; headings in Georgia 16 pt bold.'),
    ).toEqual(['Font: Georgia 11 pt', 'Headings in Georgia 16 pt bold']);
  });

  it('reads two fonts joined by "and", each with what it is for', () => {
    expect(
      fonts('Headings: Verdana 12 bold for chapter headings and Verdana 10 italic for sub-headings.'),
    ).toEqual(['Headings: Verdana 12 bold for chapter headings', 'Verdana 10 italic for sub-headings']);
  });

  it('reads a size given to one kind of content after the body font', () => {
    expect(fonts('Font: Georgia 12; notes and tables 9')).toEqual(['Font: Georgia 12', 'Notes and tables 9']);
    expect(fonts('Verdana 10 point for all text; captions may use 8 point but must stay readable.')).toEqual([
      'Font: Verdana 10 point for all text',
      'Captions may use 8 point but must stay readable',
    ]);
  });

  it('keeps the label of a "Label: font" item and tells two named fonts apart', () => {
    expect(
      fonts('Layout\n- Main text: Georgia 11. Program listings: Consolas 9 on a grey background.'),
    ).toEqual(['Main text: Georgia 11', 'Program listings: Consolas 9']);
    expect(fonts('Layout\n- Main text: Georgia 12.\n- Titles: Verdana 12 bold.')).toEqual([
      'Main text: Georgia 12',
      'Titles: Verdana 12',
    ]);
  });

  it('reads no second font from clauses that give none', () => {
    expect(fonts('Use Georgia 12; 2 cm margins; submit by Friday 3 May.')).toEqual(['Font: Georgia 12']);
    expect(fonts('Set Georgia 12 and submit one file.')).toEqual(['Font: Georgia 12']);
  });

  it('stays fast on a long run of font clauses', () => {
    const start = performance.now();
    fonts('Georgia 12; notes 9 pt and Verdana 10; '.repeat(5_000));
    expect(performance.now() - start).toBeLessThan(3_000);
  });
});
