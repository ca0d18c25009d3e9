import { describe, expect, it } from 'vitest';
import { checkCitations } from './check.ts';

/* Papers written the way people write them: abbreviations, possessives, page ranges, works without authors. */

const summary = (text: string, style: Parameters<typeof checkCitations>[1]) => {
  const result = checkCitations(text, style);
  return {
    citations: result.citations.map((c) => `${c.text} → ${c.reference ?? 'none'}`),
    findings: result.findings.map((f) => `${f.type}: ${f.excerpt.slice(0, 40)}`),
  };
};

describe('checkCitations on realistic papers', () => {
  it('APA: group authors with an abbreviation, a/b years, possessives, page ranges and n.d.', () => {
    const text = [
      'Screen time has grown (World Health Organization [WHO], 2019). The WHO (2019) guidance and later advice (WHO, 2020) set limits.',
      "Smith's (2020a) survey and Smith (2020b) agree (see also Lee & Park, 2018, pp. 4–5; Smith, 2020a, 2020b).",
      'In their review, Lee and Park (2018) disagreed; the effect held (p < .05) across 2010–2015 data (Table 2). Sleep suffers too (Brown, n.d.).',
      '',
      'References',
      'Brown, T. (n.d.). Sleep hygiene for families. Retrieved March 3, 2024, from https://example.org/sleep',
      'Lee, J., & Park, S. (2018). Digital habits of adolescents. Computers in Human Behavior, 80, 1–9.',
      'Smith, A. (2020a). Families online: A national survey. Pew Research Center.',
      'Smith, A. (2020b). Parents and screens. Pew Research Center.',
      'World Health Organization. (2019). Guidelines on physical activity, sedentary behaviour and sleep for children under 5 years of age. World Health Organization.',
      'World Health Organization. (2020). WHO guidelines on physical activity and sedentary behaviour. World Health Organization.',
    ].join('\n');
    const { citations, findings } = summary(text, 'apa');
    expect(findings).toEqual([]);
    expect(citations).toEqual([
      'World Health Organization [WHO], 2019 → 5',
      'WHO (2019) → 5',
      'WHO, 2020 → 6',
      "Smith's (2020a) → 3",
      'Smith (2020b) → 4',
      'Lee & Park, 2018, pp. 4–5 → 2',
      'Smith, 2020a, 2020b → 3',
      'Smith, 2020a, 2020b → 4',
      'Lee and Park (2018) → 2',
      'Brown, n.d. → 1',
    ]);
  });

  it('MLA: page ranges, a name earlier in the sentence, a work without an author, and “et al.”', () => {
    const text = [
      "Woolf's essays reward slow reading (Woolf 23-25). Critics disagree (Bloom and Hartman 4; Eliot 112).",
      'As Eliot puts it, tradition is labour (113). A museum guide makes the same claim (“Modernist Design” 12),',
      'and later readers agree (Smith et al. 45). This section draws on Chapter 3 (see Table 2).',
      '',
      'Works Cited',
      'Bloom, Harold, and Geoffrey Hartman. Deconstruction and Criticism. Seabury Press, 1979.',
      'Eliot, T. S. The Sacred Wood: Essays on Poetry and Criticism. Methuen, 1920.',
      '“Modernist Design.” Museum of Design, 2019, www.example.org/modernist.',
      'Smith, Zadie, et al. Reading Modernism Today. Penguin, 2018.',
      'Woolf, Virginia. The Common Reader. Hogarth Press, 1925.',
    ].join('\n');
    const { citations, findings } = summary(text, 'mla');
    expect(findings).toEqual([]);
    expect(citations).toEqual([
      'Woolf 23-25 → 5',
      'Bloom and Hartman 4 → 1',
      'Eliot 112 → 2',
      '113 → 2',
      '“Modernist Design” 12 → 3',
      'Smith et al. 45 → 4',
    ]);
  });

  it('Chicago: a “Bibliography” heading, edited volumes, two editions by one author', () => {
    const text = [
      'Early work framed the problem (Kuhn 1962, 52). Kuhn (1970) later revised it, and Lakatos and Musgrave (1970, 91–95)',
      'collected the debate (see also Feyerabend 1975; Hacking 1983).',
      '',
      'Bibliography',
      'Feyerabend, Paul. 1975. Against Method. London: New Left Books.',
      'Hacking, Ian. 1983. Representing and Intervening. Cambridge: Cambridge University Press.',
      'Kuhn, Thomas S. 1962. The Structure of Scientific Revolutions. Chicago: University of Chicago Press.',
      'Kuhn, Thomas S. 1970. The Structure of Scientific Revolutions. 2nd ed. Chicago: University of Chicago Press.',
      'Lakatos, Imre, and Alan Musgrave, eds. 1970. Criticism and the Growth of Knowledge. Cambridge: Cambridge University Press.',
    ].join('\n');
    const result = checkCitations(text, 'chicago');
    expect(result.findings).toEqual([]);
    expect(result.references.map((r) => r.authors)).toEqual([
      ['Feyerabend'],
      ['Hacking'],
      ['Kuhn'],
      ['Kuhn'],
      ['Lakatos', 'Musgrave'],
    ]);
    expect(result.summary).toMatchObject({ citations: 5, matched: 5 });
  });

  it('APA: a year after a possessive phrase or "and colleagues" points back to the name in the sentence', () => {
    const text = [
      "Socrates praised the Thracians (Jowett, 1881). Jowett's translation (1881) keeps the praise.",
      'Smith and colleagues (2010) agree, as does Gibson (2011). In (2012) nothing changed.',
      '',
      'References',
      'Gibson, A. (2011). Reading later. Press.',
      'Jowett, B. (1881). Dialogues. Clarendon Press.',
      'Smith, K., & Wexwood, L. (2010). Reading more. Press.',
    ].join('\n');
    const { citations, findings } = summary(text, 'apa');
    expect(findings).toEqual([]);
    expect(citations).toEqual(['Jowett, 1881 → 2', '(1881) → 2', '(2010) → 3', 'Gibson (2011) → 1']);
  });
});
