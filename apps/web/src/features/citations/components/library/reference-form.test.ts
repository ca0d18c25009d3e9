import { describe, expect, it } from 'vitest';
import { emptyForm, formFromReference, parseDate, referenceFromForm } from './reference-form';
import { shortAuthors, year } from './reference-summary';

describe('the reference form', () => {
  it('builds a journal article from what the writer typed', () => {
    const state = emptyForm('article-journal');
    state.names.author = [
      { family: 'Bent', given: 'Brinnae', organisation: false },
      { family: '', given: '', organisation: false },
      { family: 'World Health Organization', given: '', organisation: true },
    ];
    state.values = {
      title: '  Heart rate sensors ',
      'container-title': 'npj Digital Medicine',
      issued: '2020-02',
      page: '18–27',
    };
    state.tags = ['wearables'];
    expect(referenceFromForm(state)).toEqual({
      ok: true,
      input: {
        csl: {
          type: 'article-journal',
          title: 'Heart rate sensors',
          author: [{ family: 'Bent', given: 'Brinnae' }, { literal: 'World Health Organization' }],
          'container-title': 'npj Digital Medicine',
          issued: { 'date-parts': [[2020, 2]] },
          page: '18–27',
        },
        tags: ['wearables'],
      },
    });
  });

  it('names each field the writer got wrong', () => {
    const state = emptyForm('webpage');
    state.values = { issued: 'March 2020', URL: 'www.example.org' };
    const result = referenceFromForm(state);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toMatchObject({
      title: 'Enter the title',
      issued: 'Write the date as 2024, 2024-03 or 2024-03-15',
      URL: 'Enter a web address starting with http:// or https://',
    });
  });

  it('keeps what the form does not show when a reference is edited, and drops emptied fields', () => {
    const csl = {
      type: 'book',
      title: 'Old',
      publisher: 'Penguin',
      abstract: 'Kept.',
      custom: { bibtex: { file: 'a.pdf' } },
      issued: { 'date-parts': [[2019, 3, 5]] },
    };
    const state = formFromReference(csl, ['x']);
    expect(state.values).toMatchObject({ title: 'Old', publisher: 'Penguin', issued: '2019-03-05' });
    state.values.title = 'New';
    state.values.publisher = '';
    const result = referenceFromForm(state, csl);
    expect(result.ok && result.input.csl).toEqual({
      type: 'book',
      title: 'New',
      abstract: 'Kept.',
      custom: { bibtex: { file: 'a.pdf' } },
      issued: { 'date-parts': [[2019, 3, 5]] },
    });
  });

  it('reads dates as a year, a month or a day', () => {
    expect(parseDate('2024')).toEqual({ 'date-parts': [[2024]] });
    expect(parseDate('2024-3-15')).toEqual({ 'date-parts': [[2024, 3, 15]] });
    expect(parseDate('2024-13')).toBeNull();
    expect(parseDate('15/03/2024')).toBeNull();
  });
});

describe('the list’s summary of a reference', () => {
  it('shortens authors as a reader would, editors marked', () => {
    expect(shortAuthors({ type: 'book', author: [{ family: 'Allen' }] })).toBe('Allen');
    expect(shortAuthors({ type: 'book', author: [{ family: 'Lee' }, { family: 'Müller' }] })).toBe(
      'Lee & Müller',
    );
    expect(shortAuthors({ type: 'book', author: [{ family: 'A' }, { family: 'B' }, { literal: 'C' }] })).toBe(
      'A et al.',
    );
    expect(shortAuthors({ type: 'book', editor: [{ family: 'Kim' }] })).toBe('Kim (Ed.)');
    expect(
      shortAuthors({ type: 'book', author: [{ family: 'Beethoven', 'non-dropping-particle': 'van' }] }),
    ).toBe('van Beethoven');
  });

  it('finds the year in a date or in its text', () => {
    expect(year({ type: 'book', issued: { 'date-parts': [[2019, 4]] } })).toBe('2019');
    expect(year({ type: 'book', issued: { raw: 'Spring 2018' } })).toBe('2018');
    expect(year({ type: 'book' })).toBe('');
  });
});
