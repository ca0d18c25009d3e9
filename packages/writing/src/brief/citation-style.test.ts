import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';

const analyse = (text: string) => analyseBrief(text, { projectType: 'essay' });
const style = (text: string) => analyse(text).citationStyle;

describe('citation style', () => {
  it.each([
    ['Use APA 7th edition throughout.', { style: 'apa', edition: '7th' }],
    ['References should follow APA (7th ed.).', { style: 'apa', edition: '7th' }],
    ['Format your references in APA7.', { style: 'apa', edition: '7th' }],
    ['Follow the 7th edition of the APA manual.', { style: 'apa', edition: '7th' }],
    ['Use American Psychological Association style.', { style: 'apa', edition: null }],
    ['Cite sources in MLA 9th edition format.', { style: 'mla', edition: '9th' }],
    ['Essays must be referenced using Harvard.', { style: 'harvard' }],
    ['Use the Harvard referencing system.', { style: 'harvard' }],
    ['Use Chicago author-date style.', { style: 'chicago', variant: 'author-date' }],
    ['Use Chicago style footnotes.', { style: 'chicago', variant: 'notes-bibliography' }],
    ['Follow Turabian for your citations.', { style: 'chicago', variant: null }],
    ['Reference using IEEE style, numbered in order of citation.', { style: 'ieee' }],
    ['References must be in the Vancouver style.', { style: 'vancouver' }],
  ])('%s', (text, expected) => {
    expect(style(text)).toMatchObject(expected);
  });

  it('ignores names that are institutions, databases or places rather than styles', () => {
    expect(style('Read the Harvard Business School case on Nokia.')).toBeNull();
    expect(style('Search IEEE Xplore and Scopus for sources.')).toBeNull();
    expect(style('This case study examines housing in Vancouver.')).toBeNull();
    expect(style("Chicago's school reform is the topic; cite at least five sources.")).toBeNull();
    // A place name with no referencing context is not a style either.
    expect(style('Compare transport policy in Chicago and Toronto.')).toBeNull();
  });

  it('does not mistake a count of sources for an edition', () => {
    expect(style('Use APA, 12 sources minimum.')).toMatchObject({ style: 'apa', edition: null });
  });

  it('skips a style the brief rules out', () => {
    expect(style('Do not use MLA; use APA 7th edition.')).toMatchObject({ style: 'apa' });
    expect(style('Reference in Harvard style rather than APA.')).toMatchObject({ style: 'harvard' });
    expect(analyse('Reference in Harvard style rather than APA.').warnings).toEqual([]);
  });

  it('reads no style when the brief lets the writer choose, and says so', () => {
    const a = analyse(
      'The APA has published guidance on this topic. You may reference in Harvard or MLA style.',
    );
    expect(a.citationStyle).toBeNull();
    expect(a.warnings).toEqual([
      'The brief lets you choose the referencing style (Harvard, MLA); pick one and use it consistently.',
    ]);
    expect(style('You may use any standard citation style, provided you use it consistently.')).toBeNull();
    // A style the brief requires elsewhere still counts.
    expect(analyse('Cite in APA style. Do not use MLA or Chicago.')).toMatchObject({
      citationStyle: { style: 'apa' },
      warnings: [],
    });
  });

  it('keeps the one style named when the choice is only between its systems', () => {
    expect(style('Reference in Chicago style, using either notes or the author-date system.')?.style).toBe(
      'chicago',
    );
    expect(style('Use APA, or any other standard citation style you prefer.')).toBeNull();
    expect(style('Use either APA or Harvard referencing style.')).toBeNull();
  });

  it('takes a missing edition from another sentence about the same style', () => {
    expect(style('Use APA style. The library guide covers APA 7th edition in detail.')).toMatchObject({
      style: 'apa',
      edition: '7th',
    });
  });

  it('returns null when the brief names no style', () => {
    expect(style('Write an essay about climate policy. Cite your sources.')).toBeNull();
    expect(style('')).toBeNull();
  });
});
