import { describe, expect, it } from 'vitest';
import type { CitationStyle } from '@penwright/shared';
import { checkCitations } from './check.ts';

/*
 * Forms the official CSL styles write (as the server formats them) that the checker must read as correct, and
 * the near misses around them that it must still report. Each case is a small paper: body, heading, list.
 */

const paper = (body: string, heading: string, entries: string[], gap = '\n') =>
  [body, heading, ...entries].join(gap);

const found = (text: string, style: CitationStyle) =>
  checkCitations(text, style).findings.map((f) => `${f.type}: ${f.excerpt.slice(0, 50)}`);

describe('group authors whose names hold “and”', () => {
  const nasa = 'National Aeronautics and Space Administration';

  it('APA: one author in the text and in the list, so no “&” is asked for', () => {
    const text = paper(
      `Warming goes on (${nasa}, 2024). ${nasa} (2024) publishes the series.`,
      'References',
      [
        `${nasa}. (2024, January 12). Global temperature. Vital Signs of the Planet. https://climate.nasa.gov/`,
      ],
    );
    expect(found(text, 'apa')).toEqual([]);
  });

  it('Chicago, IEEE and Vancouver read the group as one author too', () => {
    const chicago = paper(`Warming goes on (${nasa} 2024).`, 'References', [
      `${nasa}. 2024. “Global Temperature.” Vital Signs of the Planet. https://climate.nasa.gov/.`,
    ]);
    expect(found(chicago, 'chicago')).toEqual([]);
    const vancouver = paper('Warming goes on (1).', 'References', [
      `1. ${nasa}. Vital signs of the planet. 2024 [cited 2024 Mar 18]. Global temperature. Available from: https://climate.nasa.gov/`,
    ]);
    expect(found(vancouver, 'vancouver')).toEqual([]);
  });

  it('a citation of such a group that the list lacks is missing, with no advice on “&”', () => {
    const text = paper(
      `Policy followed (World Commission on Environment and Development, 1987).`,
      'References',
      ['Carson, R. (1962). Silent spring. Houghton Mifflin.'],
    );
    expect(found(text, 'apa')).toEqual([
      'missing_reference: World Commission on Environment and Development, 1',
      'uncited_reference: Carson, R. (1962). Silent spring. Houghton Mifflin',
    ]);
  });

  it('two people joined by “and” are still two authors', () => {
    const text = paper('Ranges shift (Parmesan and Yohe, 2003).', 'References', [
      'Parmesan, C., & Yohe, G. (2003). A globally coherent fingerprint. Nature, 421(6918), 37–42.',
    ]);
    expect(found(text, 'apa')).toEqual(['ampersand_usage: Parmesan and Yohe, 2003']);
  });
});

describe('entries the styles shorten or repeat', () => {
  it('APA past twenty authors: nineteen names, “…” and the last are right; fewer before “…” are not', () => {
    const names = Array.from({ length: 19 }, (_, i) => `Author${String.fromCharCode(65 + i)}, J.`).join(', ');
    const long = `Rockström, J., ${names}, … Foley, J. A. (2009). A safe operating space. Nature, 461, 472–475.`;
    const body = 'Boundaries matter (Rockström et al., 2009).';
    expect(found(paper(body, 'References', [long]), 'apa')).toEqual([]);
    const short =
      'Rockström, J., Steffen, W., … Foley, J. A. (2009). A safe operating space. Nature, 461, 472–475.';
    expect(found(paper(body, 'References', [short]), 'apa')).toEqual([
      'et_al_usage: Rockström, J., Steffen, W., … Foley, J. A',
    ]);
  });

  it('Harvard (Cite Them Right) may shorten four or more authors to the first and “et al.” in the list', () => {
    const text = paper('Records agree (Hansen et al., 2010).', 'References', [
      'Hansen, J. et al. (2010) ‘Global surface temperature change’, Reviews of Geophysics, 48(4), p. RG4004.',
    ]);
    expect(found(text, 'harvard')).toEqual([]);
  });

  it('but not a work the text names in full with fewer authors', () => {
    const text = paper('Ranges shift (Parmesan and Yohe, 2003).', 'References', [
      'Parmesan, C. et al. (2003) ‘A globally coherent fingerprint’, Nature, 421(6918), pp. 37–42.',
    ]);
    expect(found(text, 'harvard')).toEqual(['et_al_usage: Parmesan, C. et al']);
  });

  it('Chicago gives seven names before “et al.”, Vancouver six: fewer are reported', () => {
    const chicago = paper('Tipping points (Lenton et al. 2008).', 'References', [
      'Lenton, Timothy M., et al. 2008. “Tipping Elements.” Proceedings of the National Academy of Sciences 105 (6): 1786–93.',
    ]);
    expect(found(chicago, 'chicago')).toEqual(['et_al_usage: Lenton, Timothy M., et al']);
    const vancouver = paper('Tipping points (1).', 'References', [
      '1. Lenton TM, Held H, et al. Tipping elements. Proc Natl Acad Sci. 2008;105(6):1786–93.',
    ]);
    expect(found(vancouver, 'vancouver')).toEqual(['et_al_usage: Lenton TM, Held H, et al']);
  });

  it('Chicago and MLA: a run of dashes repeats the authors of the entry before', () => {
    const chicago = paper('Commons (Ostrom 1990, 90; Ostrom 2009, 420).', 'References', [
      'Ostrom, Elinor. 1990. Governing the Commons. Cambridge: Cambridge University Press.',
      '———. 2009. “A General Framework.” Science 325 (5939): 419–22.',
    ]);
    expect(found(chicago, 'chicago')).toEqual([]);
    const mla = paper(
      'Commons (Ostrom, “A General Framework” 420; Ostrom, Governing the Commons 90).',
      'Works Cited',
      [
        'Ostrom, Elinor. “A General Framework.” Science, vol. 325, no. 5939, July 2009, pp. 419–22.',
        '---. Governing the Commons. Cambridge University Press, 1990.',
      ],
    );
    expect(found(mla, 'mla')).toEqual([]);
  });
});

describe('what an entry holds', () => {
  it('an article number with letters (“RG4004”, “e2019JD032361”) counts as pages', () => {
    const apa = paper('Records agree (Hansen et al., 2010).', 'References', [
      'Hansen, J., Ruedy, R., Sato, M., & Lo, K. (2010). Global surface temperature change. Reviews of Geophysics, 48(4), RG4004.',
    ]);
    expect(found(apa, 'apa')).toEqual([]);
    const vancouver = paper('Records agree (1).', 'References', [
      '1. Hansen J, Ruedy R, Sato M, Lo K. Global surface temperature change. Reviews of Geophysics. 2010 Dec;48(4):RG4004.',
    ]);
    expect(found(vancouver, 'vancouver')).toEqual([]);
  });

  it('an issue range (“109(1–2)”, “no. 1–2”) is not a page range', () => {
    const apa = paper('Pathways (van Vuuren et al., 2011).', 'References', [
      'van Vuuren, D. P., Edmonds, J., & Kainuma, M. (2011). The representative concentration pathways. Climatic Change, 109(1–2).',
    ]);
    expect(found(apa, 'apa')).toEqual([
      'missing_element: van Vuuren, D. P., Edmonds, J., & Kainuma, M. (201',
    ]);
  });

  it('a chapter without its title, or an article whose journal stands where the title was, has no title', () => {
    const chapter = paper('Commons (Agrawal, 2002).', 'References', [
      'Agrawal, A. (2002). In E. Ostrom & T. Dietz (Eds.), The drama of the commons (pp. 41–85). National Academy Press.',
    ]);
    expect(checkCitations(chapter, 'apa').findings.map((f) => f.message)).toEqual([
      'This entry has no title.',
    ]);
    const article = paper('Commons (Hardin, 1968).', 'References', [
      'Hardin, G. (1968) Science, 162(3859), pp. 1243–1248.',
    ]);
    expect(checkCitations(article, 'harvard').findings.map((f) => f.message)).toEqual([
      'This entry has no title.',
    ]);
  });

  it('a date after the title is not a journal name (Vancouver)', () => {
    const text = paper('Ranges shift (1).', 'References', [
      '1. Parmesan C, Yohe G. A globally coherent fingerprint of climate change impacts. 2003 Jan 2;421(6918):37–42.',
    ]);
    expect(checkCitations(text, 'vancouver').findings.map((f) => f.message)).toEqual([
      'This entry has no journal name.',
    ]);
  });

  it('“Retrieved March 18, 2024, from” with the link gone says it was read online', () => {
    const text = paper('Climate (Met Office, n.d.).', 'References', [
      'Met Office. (n.d.). What is climate change? Retrieved March 18, 2024, from',
    ]);
    expect(checkCitations(text, 'apa').findings.map((f) => f.message)).toEqual([
      'This entry has no URL, although it says it was read online.',
    ]);
  });

  it('Harvard: “(no date)” is a date, and a single-quoted title may hold an apostrophe', () => {
    const text = paper(
      'Climate (Met Office, no date). A warning followed (Ripple et al., 2017).',
      'References',
      [
        'Met Office (no date) What is climate change? Available at: https://www.metoffice.gov.uk/ (Accessed: 18 March 2024).',
        'Ripple, W.J. et al. (2017) ‘World scientists’ warning to humanity: A second notice’, BioScience, 67(12), pp. 1026–1028.',
      ],
    );
    expect(found(text, 'harvard')).toEqual([]);
    const noJournal = text.replace('BioScience, ', '');
    expect(checkCitations(noJournal, 'harvard').findings.map((f) => f.message)).toEqual([
      'This entry has no journal name.',
    ]);
  });

  it('names without a year end at the initials: “Carson, R. Silent spring.”', () => {
    const text = paper('Pesticides (Carson, 1962).', 'References', [
      'Carson, R. Silent spring. Houghton Mifflin.',
    ]);
    expect(found(text, 'apa')).toEqual([
      'year_mismatch: Carson, 1962',
      'missing_element: Carson, R. Silent spring. Houghton Mifflin.',
    ]);
  });

  it('an entry whose names run into its title for want of a year still answers to its citations', () => {
    const text = paper('Policy (World Health Organization, 1987).', 'References', [
      'World Health Organization Our common future. Oxford: Oxford University Press.',
    ]);
    expect(found(text, 'harvard').map((f) => f.split(':')[0])).toEqual(['year_mismatch', 'missing_element']);
  });

  it('MLA: a given name after the initial (“Bland, J. Martin, and Douglas G. Altman”) keeps both authors', () => {
    const text = paper('Agreement (Bland and Altman 307).', 'Works Cited', [
      'Bland, J. Martin, and Douglas G. Altman. “Statistical Methods.” The Lancet, vol. 327, no. 8476, 1986, pp. 307–10.',
    ]);
    expect(found(text, 'mla')).toEqual([]);
  });

  it('single-line lists start an entry at a group author with “on” or at Harvard’s “Name (year)”', () => {
    const apa = paper(
      'Science (Intergovernmental Panel on Climate Change, 2021; Kolbert, 2014).',
      'References',
      [
        'Intergovernmental Panel on Climate Change. (2021). Climate change 2021. Cambridge University Press.',
        'Kolbert, E. (2014). The sixth extinction. Henry Holt and Company.',
      ],
    );
    expect(checkCitations(apa, 'apa').summary).toMatchObject({ references: 2, matched: 2, errors: 0 });
    const harvard = paper('Climate (Met Office, no date; Kolbert, 2014).', 'References', [
      'Kolbert, E. (2014) The sixth extinction. New York: Henry Holt and Company.',
      'Met Office (no date) What is climate change? Available at: https://www.metoffice.gov.uk/.',
    ]);
    expect(checkCitations(harvard, 'harvard').summary).toMatchObject({
      references: 2,
      matched: 2,
      errors: 0,
    });
  });
});

describe('citations', () => {
  it('Chicago: a four-digit page after the year is a page, not a second year', () => {
    const text = paper('Hardin (1968, 1244) argued so.', 'References', [
      'Hardin, Garrett. 1968. “The Tragedy of the Commons.” Science 162 (3859): 1243–48.',
    ]);
    expect(found(text, 'chicago')).toEqual([]);
  });

  it('Chicago: “et al.” stands for four or more, so it picks the four-author work of the year', () => {
    const text = paper('As Hansen et al. (2010, 7) and Hansen, Sato, and Ruedy (2010) noted.', 'References', [
      'Hansen, James, Reto Ruedy, Makiko Sato, and Ken Lo. 2010. “Global Surface Temperature Change.” Reviews of Geophysics 48 (4): RG4004.',
      'Hansen, James, Makiko Sato, and Reto Ruedy. 2010. “Perception of Climate Change.” Proceedings of the National Academy of Sciences 109 (37): E2415–23.',
    ]);
    expect(found(text, 'chicago')).toEqual([]);
  });

  it('MLA: names right before a page are read whole, after “and” as well', () => {
    const text = paper(
      'As Hansen, Ruedy, et al. (7) noted, records hold. Pesticides spread (Carson 15), and Lenton et al. (1786) listed tipping points.',
      'Works Cited',
      [
        'Carson, Rachel. Silent Spring. Houghton Mifflin, 1962.',
        'Hansen, James, Reto Ruedy, et al. “Global Surface Temperature Change.” Reviews of Geophysics, vol. 48, no. 4, 2010, p. RG4004.',
        'Hansen, James, Makiko Sato, et al. “Perception of Climate Change.” PNAS, vol. 109, no. 37, 2012, pp. E2415–23.',
        'Lenton, Timothy M., et al. “Tipping Elements.” PNAS, vol. 105, no. 6, 2008, pp. 1786–93.',
      ],
    );
    const result = checkCitations(text, 'mla');
    expect(found(text, 'mla')).toEqual([
      'uncited_reference: Hansen, James, Makiko Sato, et al. “Perception of ',
    ]);
    expect(result.citations.map((c) => `${c.text} → ${c.reference}`)).toEqual([
      'Hansen, Ruedy, et al. (7) → 2',
      'Carson 15 → 1',
      'Lenton et al. (1786) → 4',
    ]);
  });

  it('MLA: a name before a page that the list lacks is missing, unless a listed author opens the sentence', () => {
    const text = paper('Carson (15) saw it first, and Wilson (280) later.', 'Works Cited', [
      'Carson, Rachel. Silent Spring. Houghton Mifflin, 1962.',
    ]);
    expect(found(text, 'mla')).toEqual(['missing_reference: Wilson (280)']);
  });

  it('MLA: a short title that holds parentheses and commas, and one that matches none of the author’s works', () => {
    const entries = [
      'World Health Organization. “Climate Change and Health.” WHO Fact Sheets, 30 Oct. 2021, https://www.who.int/.',
      '---. WHO Global Air Quality Guidelines: Particulate Matter (PM2.5 and PM10), Ozone, Nitrogen Dioxide. World Health Organization, 2021.',
    ];
    const body =
      'Heat kills (World Health Organization, “Climate Change and Health”), and the guidelines were tightened (World Health Organization, WHO Global Air Quality Guidelines: Particulate Matter (PM2.5 and PM10), Ozone, Nitrogen Dioxide 12).';
    expect(found(paper(body, 'Works Cited', entries), 'mla')).toEqual([]);
    const other = body.replace('“Climate Change and Health”', '“Heat and Health”');
    expect(found(paper(other, 'Works Cited', entries), 'mla')).toEqual([
      'missing_reference: World Health Organization, “Heat and Health”',
      'uncited_reference: World Health Organization. “Climate Change and Hea',
    ]);
  });

  it('MLA: a citation without a page is read when it names authors, and a misspelt co-author is reported', () => {
    const entries = [
      'Hersbach, Hans, et al. ERA5 Hourly Data. Copernicus, 2023.',
      'Manabe, Syukuro, and Richard T. Wetherald. “Thermal Equilibrium.” Journal of the Atmospheric Sciences, vol. 24, no. 3, 1967, pp. 241–59.',
    ];
    const text = paper(
      'Data (Hersbch et al.) and models (Manabe and Wetherall 241).',
      'Works Cited',
      entries,
    );
    expect(found(text, 'mla')).toEqual([
      'author_mismatch: Hersbch et al.',
      'author_mismatch: Manabe and Wetherall 241',
    ]);
  });

  it('a name with a particle the list inverts (“Vuuren, Detlef P. van”) is matched when misspelt', () => {
    const text = paper('Pathways (van Vuren et al. 2011).', 'References', [
      'Vuuren, Detlef P. van, Jae Edmonds, Mikiko Kainuma, and Keywan Riahi. 2011. “The Representative Concentration Pathways.” Climatic Change 109 (1–2): 5–31.',
    ]);
    expect(found(text, 'chicago')).toEqual(['author_mismatch: van Vuren et al. 2011']);
  });

  it('numeric: a misspelt name before the number, and one known name on its own, are checked', () => {
    const entries = [
      '[1] C. Parmesan and G. Yohe, “A globally coherent fingerprint,” Nature, vol. 421, pp. 37–42, 2003.',
      '[2] G. Hardin, “The tragedy of the commons,” Science, vol. 162, pp. 1243–1248, 1968.',
    ];
    const text = paper(
      'Parmeson and Yohe [1] showed it; Hardn [2] and Parmesan [2] argued; Recently [1] too.',
      'References',
      entries,
    );
    // Numeric findings point at the number.
    expect(checkCitations(text, 'ieee').findings.map((f) => f.message)).toEqual([
      'The text spells the name Parmeson; entry 1 has Parmesan.',
      'The text spells the name Hardn; entry 2 has Hardin.',
      'The text names Parmesan, but entry 2 is by Hardin.',
    ]);
  });

  it('a second name past those an entry gives before “et al.” is not compared', () => {
    const text = paper('Records (Hansen, Ruedy, Sato and Lo, 2010).', 'References', [
      'Hansen, J. et al. (2010) ‘Global surface temperature change’, Reviews of Geophysics, 48(4), p. RG4004.',
    ]);
    expect(found(text, 'harvard')).toEqual(['et_al_usage: Hansen, Ruedy, Sato and Lo, 2010']);
  });
});

describe('a library of many authors, as citeproc tells them apart', () => {
  it('a group author with commas in its name is one author in every style', () => {
    const group = 'National Academies of Sciences, Engineering, and Medicine';
    const apa = paper(`Evidence grew (${group}, 1991).`, 'References', [
      `${group}. (1991). Why wind power matters for policy. Research Briefings. https://example.org/1`,
    ]);
    expect(found(apa, 'apa')).toEqual([]);
    const chicago = paper(`Evidence grew (${group} 1991).`, 'References', [
      `${group}. 1991. “Why Wind Power Matters for Policy.” Research Briefings. https://example.org/1.`,
    ]);
    expect(found(chicago, 'chicago')).toEqual([]);
    const mla = paper(
      `Evidence grew (${group}, Why Wind Power Matters; ${group}, Soil Carbon Today).`,
      'Works Cited',
      [
        `${group}. “Why Wind Power Matters.” Research Briefings, 1991, https://example.org/1.`,
        '---. Soil Carbon Today. Routledge, 1995.',
      ],
    );
    expect(found(mla, 'mla')).toEqual([]);
  });

  it('initials before a name pick among first authors who share it (“F. Castillo et al.”)', () => {
    const entries = [
      'Castillo, E., Dahl, K., & Rossi, A. (1987). Modelling clinical trials. Urban Studies, 65(4), 846–872.',
      'Castillo, F., Ito, Z., & Park, S. (1987). Why language loss matters. Urban Studies, 52(1), 158–165.',
    ];
    const text = paper(
      'One view (E. Castillo et al., 1987); another (F. Castillo et al., 1987).',
      'References',
      entries,
    );
    expect(found(text, 'apa')).toEqual([]);
    const mla = paper('One view (E. Castillo et al. 850); another (F. Castillo et al.).', 'Works Cited', [
      'Castillo, Elena, et al. “Modelling Clinical Trials.” Urban Studies, vol. 65, no. 4, 1987, pp. 846–72.',
      'Castillo, Farid, et al. “Why Language Loss Matters.” Urban Studies, vol. 52, no. 1, 2022, pp. 158–65.',
    ]);
    expect(found(mla, 'mla')).toEqual([]);
  });

  it('MLA: “Becker” and “Becker et al.” are two works, and “(L. W. Yilmaz)” without a page is a citation', () => {
    const text = paper('Erosion (Becker et al. 22); soil (Becker); policy (L. W. Yilmaz).', 'Works Cited', [
      'Becker, Amara, et al. Measuring Coastal Erosion. MIT Press, 2014.',
      'Becker, Viktor. “Modelling Soil Carbon.” Research Briefings, https://example.org/13. Accessed 12 July 2024.',
      'Yilmaz, Lena W. “Why Early Literacy Matters.” Proceedings of the 25th Conference, 1963, pp. 554–62.',
    ]);
    expect(found(text, 'mla')).toEqual([]);
  });

  it('a name with a particle may be filed under the particle, word by word, or under the name after it', () => {
    const body =
      'Smoke (de Vries & Thompson, 2004; Delgado, 1974; Dahl, 1989; Ortiz, 2001; van Leeuwen, 2015).';
    const wordByWord = paper(body, 'References', [
      'Dahl, K. (1989). Rethinking voter turnout. Urban Studies, 12(1), 1–9.',
      'de Vries, L., & Thompson, Z. (2004). Rethinking wildfire smoke. Public Health, 100(2), 360–368.',
      'Delgado, B. (1974). The effect of sleep quality. Public Health, 11(6), 59–64.',
      'Ortiz, H. (2001). Measuring housing costs. Urban Studies, 40(2), 10–19.',
      'van Leeuwen, D. (2015). Why wind power matters. Energy Policy, 7(1), 105–110.',
    ]);
    expect(found(wordByWord, 'apa')).toEqual([]);
    const underName = paper(body.replaceAll(' &', ' and'), 'References', [
      'Dahl, K. (1989) Rethinking voter turnout. Urban Studies, 12(1), pp. 1–9.',
      'Delgado, B. (1974) The effect of sleep quality. Public Health, 11(6), pp. 59–64.',
      'van Leeuwen, D. (2015) Why wind power matters. Energy Policy, 7(1), pp. 105–110.',
      'Ortiz, H. (2001) Measuring housing costs. Urban Studies, 40(2), pp. 10–19.',
      'de Vries, L. and Thompson, Z. (2004) Rethinking wildfire smoke. Public Health, 100(2), pp. 360–368.',
    ]);
    expect(found(underName, 'harvard')).toEqual([]);
  });

  it('Vancouver: a web page’s bracketed notes are not its container, and a title word “review” makes no journal', () => {
    const text = paper('Wind (1).', 'References', [
      '1. Ortiz HM, Rahman K. Research briefings. [cited 2024 Jun 27]. Wind power and local councils: A systematic review. Available from: https://example.org/briefings/19',
    ]);
    expect(found(text, 'vancouver')).toEqual([]);
  });
});

describe('numbering', () => {
  const entry = (n: number) => `[${n}] A. Author${n}, “Title ${n},” Journal, vol. 1, pp. 1–2, 2020.`;
  const body = (count: number) => Array.from({ length: count }, (_, i) => `Point [${i + 1}].`).join(' ');

  it('two entries in the wrong order are reported there, as numbering only, not on every entry after them', () => {
    const entries = [1, 2, 3, 5, 4, 6, 7].map(entry);
    const types = checkCitations(paper(body(7), 'References', entries), 'ieee').findings.map(
      (f) => `${f.type}: ${f.excerpt.slice(0, 3)}`,
    );
    expect(types).toEqual(['numbering: [5]', 'numbering: [4]']);
  });

  it('a number used twice does not make the next one a repeat', () => {
    const entries = [1, 2, 3, 3, 4, 5].map(entry);
    const result = checkCitations(paper(body(5), 'References', entries), 'ieee');
    expect(result.findings.filter((f) => f.type === 'numbering').map((f) => f.message)).toEqual([
      'Number 3 is used twice.',
    ]);
  });
});
