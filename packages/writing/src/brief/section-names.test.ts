import { describe, expect, it } from 'vitest';
import { headingsMatch, sectionName } from './section-names.ts';

describe('the names briefs give known sections', () => {
  it('reads "Literature Cited" as the list of references, not a literature review', () => {
    expect(sectionName('Literature Cited')?.key).toBe('references');
    expect(sectionName('Review of the literature')?.key).toBe('literature_review');
    expect(headingsMatch('Literature cited', 'References')).toBe(true);
  });

  it('reads annexes as appendices', () => {
    expect(sectionName('Annexes')?.key).toBe('appendices');
    expect(headingsMatch('Annex', 'Appendices')).toBe(true);
    // A word that only begins like one is no annex.
    expect(sectionName('Annexation of the territory')).toBeNull();
  });

  it('reads a filmography as a list of its own beside the references', () => {
    expect(sectionName('A separate filmography of every film you discuss')?.key).toBe('filmography');
    expect(headingsMatch('Filmography', 'References')).toBe(false);
    expect(sectionName('Film studies essay')).toBeNull();
  });
});
