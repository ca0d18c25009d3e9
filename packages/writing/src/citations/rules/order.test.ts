import { describe, expect, it } from 'vitest';
import type { CitationStyle } from '@penwright/shared';
import { checkCitations } from '../check.ts';

/* Numbers assigned by first citation, on invented works. */
const ieeeEntry = (n: number) =>
  `[${n}] K. Lind${n}, “Cable noise, part ${n},” Halden J. Signals, vol. ${n}, pp. 1–9, 2011.`;
const vancouverEntry = (n: number) =>
  `${n}. Lind${n} K. Cable noise, part ${n}. Halden J Signals. 2011;${n}:1-9.`;

function check(body: string, style: CitationStyle, count: number) {
  const entry = style === 'ieee' ? ieeeEntry : vancouverEntry;
  const list = Array.from({ length: count }, (_, i) => entry(i + 1));
  const text = [body, '', 'References', ...list].join('\n');
  return checkCitations(text, style).findings.map((f) => `${f.type} ${f.excerpt}: ${f.suggestion}`);
}

describe('numbering by first citation', () => {
  it('reports a number cited before the one due, once, where it is cited', () => {
    const body = 'Heat adds noise [1]. Shielding helps [2]. Length matters [4]. Joints matter too [3].';
    expect(check(body, 'ieee', 4)).toEqual(['numbering [4]: [3]']);
  });

  it('says which number was due and which work the cited one would be', () => {
    const text = [
      'Heat adds noise (1). Length matters (3). Shielding helps (2).',
      '',
      'References',
      ...[1, 2, 3].map(vancouverEntry),
    ].join('\n');
    const [only, ...rest] = checkCitations(text, 'vancouver').findings;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ type: 'numbering', excerpt: '(3)', suggestion: '(2)' });
    expect(only!.message).toBe(
      'This first citation of (3) comes before any citation of (2); Vancouver numbers works in the order they are first cited, so this work would be number 2.',
    );
  });

  it('reports a work first cited late at its first citation, not the ones it was passed by', () => {
    const body = 'Heat [1]. Length [3]. Joints [4]. Shielding [5]. Earthing [2]. Again [1], [3].';
    const found = check(body, 'ieee', 5);
    expect(found).toEqual(['numbering [2]: [5]']);
  });

  it('leaves later citations of a number in any order alone, and does not repeat it as list order', () => {
    const body = 'Heat [1]. Length [2]. Joints [3]. Then [3], [1] and [2] once more.';
    expect(check(body, 'ieee', 3)).toEqual([]);
    const late = 'Heat [1]. Joints [3]. Length [2].';
    expect(check(late, 'ieee', 3).filter((f) => f.startsWith('reference_order'))).toEqual([]);
  });

  it('leaves a number with no entry to its own finding', () => {
    const body = 'Heat [1]. Length [2]. Joints [9]. Shielding [3].';
    expect(check(body, 'ieee', 3)).toEqual(['numbering [9]: null']);
  });
});
