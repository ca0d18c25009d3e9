import { describe, expect, it } from 'vitest';
import type { CitationStyle } from '@penwright/shared';
import { checkCitations } from './check.ts';
import { findReferenceList } from './reference-list.ts';

/* Forms the checker used to misread, on invented works: each case is a small paper, body then list. */
const paper = (body: string, heading: string, entries: string[]) =>
  [body, '', heading, ...entries].join('\n');
const found = (text: string, style: CitationStyle) =>
  checkCitations(text, style).findings.map((f) => `${f.type}: ${f.excerpt}`);
const entryTexts = (text: string) =>
  findReferenceList(text)?.entries.map((e) => text.slice(e.start, e.end)) ?? [];

describe('MLA: a misspelt name read from the sentence before a page', () => {
  const works = ['Lindqvist, Maja. Harbour Towns of the North. Halden Press, 2011.'];

  it('is an author mismatch on the name and its page, with the listed name as the fix', () => {
    const text = paper(
      'As Lindqivst argues, the harbours grew with the herring trade (45).',
      'Works Cited',
      works,
    );
    const [only, ...rest] = checkCitations(text, 'mla').findings;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      type: 'author_mismatch',
      excerpt: 'Lindqivst argues, the harbours grew with the herring trade (45)',
      suggestion: 'Lindqvist',
    });
    expect(only!.message).toBe('The text names Lindqivst, but the list has Lindqvist.');
  });

  it('leaves the right name, and words that only look like a name, alone', () => {
    const right = paper('As Lindqvist argues, the harbours grew with the trade (45).', 'Works Cited', works);
    expect(found(right, 'mla')).toEqual([]);
    // "Lindqvist" is listed, so a word near it that opens a sentence is no citation of it.
    const other = paper(
      'Harbours grew (Lindqvist 45). These towns traded herring (12). Where ports closed, towns shrank (13).',
      'Works Cited',
      works,
    );
    expect(found(other, 'mla')).toEqual([]);
  });
});

describe('unnumbered lists: a wrapped line that opens like a name', () => {
  const list = [
    'Lindqvist, M. (2011). Harbour towns of the North: Trade and growth in',
    'Norway, Sweden and Finland. Halden Press.',
    'Ortiz, H. M., & Rahman, K. (2018). Fishing rights and local councils. Coastal',
    'Review, 12(3), 44–59.',
    'Rahman, K., Lindqvist, M., Ortiz, H. M., &',
    'Castillo, F. (2020). Ports after the herring. Coastal Review, 14(1), 1–18.',
  ];

  it('continues the entry when the line before could not end one', () => {
    const text = paper(
      'Harbours grew with trade (Lindqvist, 2011), councils held the rights (Ortiz & Rahman, 2018), and ports changed (Rahman et al., 2020).',
      'References',
      list,
    );
    expect(entryTexts(text)).toEqual([
      `${list[0]}\n${list[1]}`,
      `${list[2]}\n${list[3]}`,
      `${list[4]}\n${list[5]}`,
    ]);
    expect(found(text, 'apa')).toEqual([]);
  });

  it('still opens an entry after a full stop, a link, or where its year comes early', () => {
    const text = paper('Body.', 'References', [
      'Lindqvist, M. (2011). Harbour towns. Halden Press.',
      'Ortiz, H. M. (2018). Fishing rights. https://doi.org/10.5555/fr.2018',
      'Rahman, K. (2020). Ports after the herring. Coastal Review, 14(1), 1–18',
      'Castillo, F. (2021). Nets and quotas. Halden Press.',
    ]);
    expect(entryTexts(text)).toHaveLength(4);
  });
});

describe('author-date: a work cited by its title', () => {
  it('APA: a quoted title, shortened or whole, finds the entry listed under its title', () => {
    const text = paper(
      'Herring stocks fell (“Herring in Decline,” 2019), while quotas rose (“Quota Setting,” 2017) (Lindqvist, 2011).',
      'References',
      [
        'Herring in decline: A survey of North Sea stocks. (2019). Coastal Review, 13(2), 5–9.',
        'Lindqvist, M. (2011). Harbour towns of the North. Halden Press.',
        'Quota setting in small fisheries. (2017). Halden Press.',
      ],
    );
    expect(found(text, 'apa')).toEqual([]);
  });

  it('APA: a title the list lacks is missing, and another year is a year mismatch', () => {
    const entries = ['Herring in decline. (2019). Coastal Review, 13(2), 5–9.'];
    const missing = paper(
      'Stocks fell (“Cod at Risk,” 2019; “Herring in Decline,” 2019).',
      'References',
      entries,
    );
    expect(found(missing, 'apa')).toEqual(['missing_reference: “Cod at Risk,” 2019']);
    const year = paper('Stocks fell (“Herring in Decline,” 2020).', 'References', entries);
    expect(found(year, 'apa')).toEqual(['year_mismatch: “Herring in Decline,” 2020']);
  });

  it('Chicago: a quoted title in the list and in the citation, with the journal read after the year', () => {
    const text = paper(
      'Stocks fell ("Herring in Decline" 2019), as ports show (Lindqvist 2011, 12).',
      'References',
      [
        '“Herring in Decline.” 2019. Coastal Review 13 (2): 5–9.',
        'Lindqvist, Maja. 2011. Harbour Towns of the North. Halden: Halden Press.',
      ],
    );
    expect(found(text, 'chicago')).toEqual([]);
  });

  it('Harvard: an unquoted title in parentheses finds a book listed under its title', () => {
    const text = paper(
      'Nets are mended by hand (Field guide to coastal nets, 2019, p. 4; Lindqvist, 2011).',
      'Reference list',
      [
        'Field guide to coastal nets (2019) 3rd edn. Oslo: Fiskebok Press.',
        'Lindqvist, M. (2011) Harbour towns of the North. Oslo: Fiskebok Press.',
      ],
    );
    expect(found(text, 'harvard')).toEqual([]);
  });

  it('a title in the list still takes its place in the alphabet', () => {
    const text = paper(
      'Stocks fell (“Herring in Decline,” 2019; Lindqvist, 2011; Ortiz, 2018).',
      'References',
      [
        'Lindqvist, M. (2011). Harbour towns of the North. Halden Press.',
        'Ortiz, H. M. (2018). Fishing rights. Halden Press.',
        'Herring in decline. (2019). Coastal Review, 13(2), 5–9.',
      ],
    );
    expect(found(text, 'apa')).toEqual([
      'reference_order: Herring in decline. (2019). Coastal Review, 13(2), 5–9.',
    ]);
  });
});

describe('author-date: a title named before the year, and a citation without a year', () => {
  const guide = 'Field guide to coastal nets (2019) 3rd edn. Oslo: Fiskebok Press.';

  it('Harvard: a title-first work named in the sentence is cited, and its year is checked', () => {
    const text = paper(
      'Mesh sizes are set out in the Field guide to coastal nets (2019, p. 4).',
      'Reference list',
      [guide],
    );
    expect(found(text, 'harvard')).toEqual([]);
    const wrong = text.replace('(2019, p. 4)', '(2018, p. 4)');
    expect(found(wrong, 'harvard')).toEqual(['year_mismatch: Field guide to coastal nets (2018, p. 4)']);
  });

  it('Chicago: listed names with a page and no year are a citation that lacks its year', () => {
    const entries = [
      'Lindqvist, Maja, Hugo Ortiz, Kamal Rahman, and Farid Castillo. 2011. Harbour Towns of the North. Oslo: Fiskebok Press.',
    ];
    const text = paper(
      'Harbours grew with the herring trade (Lindqvist et al., 45-49).',
      'References',
      entries,
    );
    const [only, ...rest] = checkCitations(text, 'chicago').findings;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      type: 'year_mismatch',
      excerpt: 'Lindqvist et al., 45-49',
      suggestion: null,
    });
    expect(only!.message).toContain('gives no year');
  });

  it('a label and a number, or a name the list lacks, is no citation', () => {
    const entries = ['Lindqvist, Maja. 2011. Harbour Towns of the North. Oslo: Fiskebok Press.'];
    const text = paper(
      'Harbours grew (Lindqvist 2011, 4; see Table 2, 14; Ortiz, 9).',
      'References',
      entries,
    );
    expect(found(text, 'chicago')).toEqual([]);
  });
});

describe('a book whose title is gone', () => {
  const missingTitle = (entry: string, style: CitationStyle) =>
    checkCitations(paper('Harbours grew (Lindqvist, 2011).', 'References', [entry]), style).findings.filter(
      (f) => f.message === 'This entry has no title.',
    ).length;

  it('reads a place and publisher, or a publisher alone, as no title', () => {
    expect(missingTitle('Lindqvist, M. (2011) Oslo: Fiskebok Press.', 'harvard')).toBe(1);
    expect(missingTitle('Lindqvist, M. (2011). Fiskebok Press.', 'apa')).toBe(1);
    // Titles in sentence case: a name with every word capitalised is a publisher's.
    expect(missingTitle('Lindqvist, M. (2011). Fiskebok Nordic.', 'apa')).toBe(1);
  });

  it('leaves a title alone, with or without its publisher', () => {
    expect(missingTitle('Lindqvist, M. (2011). Harbour towns of the North.', 'apa')).toBe(0);
    expect(missingTitle('Lindqvist, M. (2011). Harbour towns: Oslo and Bergen. Fiskebok Press.', 'apa')).toBe(
      0,
    );
    expect(missingTitle('Lindqvist, M. (2011) Harbour towns. Oslo: Fiskebok Press.', 'harvard')).toBe(0);
  });
});

describe('APA: an edited book whose editors close with “(Eds.)”', () => {
  const works = ['Okafor, N. L., & Brandt, T. (Eds.). (2018). Coastal towns in transition. Meridian Press.'];

  it('reads two editors, not a third author made of initials, so naming both is right', () => {
    const text = paper(
      'Harbour towns changed quickly (Okafor & Brandt, 2018). Okafor and Brandt (2018) trace the change.',
      'References',
      works,
    );
    expect(found(text, 'apa')).toEqual([]);
    expect(checkCitations(text, 'apa').references[0]?.authors).toEqual(['Okafor', 'Brandt']);
  });
});

describe('Harvard: a misspelt “et al.” after a name', () => {
  const works = [
    'Lindqvist, M., Okafor, N., Brandt, T. and Cho, Y. (2011) Harbour economies. London: Halden Press.',
    'Marsh, P., Holt, S. and Dunn, A. (2010) Port cities. Leeds: Quay Books.',
  ];

  it('is flagged with the right form, and the citation still finds its entry', () => {
    const text = paper(
      'Lindqvist et. al. (2011) trace the trade. Ports grew with it (Marsh et at, 2010).',
      'References',
      works,
    );
    const findings = checkCitations(text, 'harvard').findings;
    expect(findings.filter((f) => f.type === 'uncited_reference')).toEqual([]);
    expect(findings.filter((f) => f.type === 'et_al_usage').map((f) => [f.excerpt, f.suggestion])).toEqual(
      expect.arrayContaining([
        ['et. al.', 'et al.'],
        ['et at', 'et al.'],
      ]),
    );
  });

  it('leaves the right form alone', () => {
    const text = paper('Lindqvist et al. (2011) trace the trade.', 'References', works.slice(0, 1));
    expect(found(text, 'harvard')).toEqual([]);
  });
});
