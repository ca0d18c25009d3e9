import { CITATION_STYLE_LABELS, type CitationStyle } from '@penwright/shared';
import type { CitationStyleFinding } from './brief.schema.ts';
import type { BriefSentence } from './brief-lines.ts';

/*
 * A style counts only when the brief requires it: a sentence that offers a choice ("any standard style",
 * "either MLA or Harvard") sets none. APA and MLA are unambiguous acronyms. The other names are also places, universities, publishers and
 * databases ("Harvard Business School case", "IEEE Xplore", "schools in Chicago"), so they count only in a
 * sentence about referencing, and never when followed by the institution they usually name.
 */

interface StyleRule {
  style: CitationStyle;
  name: RegExp;
  needsContext: boolean;
  /** Words that, right after the name, show it is not the referencing style. */
  institution?: RegExp;
}

const RULES: StyleRule[] = [
  { style: 'apa', name: /\bAPA(?=\b|\d)|American Psychological Association/g, needsContext: false },
  { style: 'mla', name: /\bMLA(?=\b|\d)|Modern Language Association/g, needsContext: false },
  { style: 'chicago', name: /\bTurabian\b|\bCMOS\b/g, needsContext: false },
  {
    style: 'chicago',
    name: /\bChicago\b/g,
    needsContext: true,
    institution: /^['’]s\b|^\s+(?:Tribune|School|Booth)/,
  },
  {
    style: 'harvard',
    name: /\bHarvard\b/gi,
    needsContext: true,
    institution: /^\s+(?:Business|University|Law|Medical|Kennedy|Graduate|Case|College|Educational)/i,
  },
  {
    style: 'ieee',
    name: /\bIEEE\b/g,
    needsContext: true,
    institution: /^\s*(?:Xplore|Transactions|Journal|Access|Conference|Spectrum|Std|Standard|\d)/i,
  },
  { style: 'vancouver', name: /\bVancouver\b/gi, needsContext: true },
];

const CONTEXT =
  /\b(?:referenc\w*|cit(?:e|ed|es|ing|ation|ations)|style|format(?:ted)?|bibliograph\w*|in-text|footnotes?|endnotes?|sources|conventions?|system|manual)\b/i;
const NEGATED = /\b(?:not|never|avoid|instead of|rather than|nor)\s+(?:use\s+|using\s+|be\s+)?(?:the\s+)?$/i;
const EDITION_AFTER =
  /^(?:\s?-?(\d{1,2})(?![\d\s]*(?:sources|references|citations|words|pages|%))|[\s(,-]{0,3}(?:style[\s,(]*)?(\d{1,2})(?:st|nd|rd|th))\b/i;
const EDITION_LATER = /^[^.;]{0,25}?\b(\d{1,2})(?:st|nd|rd|th)\s*(?:ed\b|edn\b|edition)/i;
const EDITION_BEFORE = /\b(\d{1,2})(?:st|nd|rd|th)\s+(?:ed\.?|edition)\s+(?:of\s+)?(?:the\s+)?$/i;

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function editionNear(before: string, after: string): string | null {
  const adjacent = EDITION_AFTER.exec(after);
  const raw =
    adjacent?.[1] ?? adjacent?.[2] ?? EDITION_LATER.exec(after)?.[1] ?? EDITION_BEFORE.exec(before)?.[1];
  const n = raw === undefined ? NaN : parseInt(raw, 10);
  // Style manuals are in single or low double-digit editions; anything else is some other number.
  return n >= 1 && n <= 20 ? ordinal(n) : null;
}

function chicagoVariant(sentence: string): CitationStyleFinding['variant'] {
  if (/author[\s-]+date/i.test(sentence)) return 'author-date';
  if (/notes?[\s-]+(?:and[\s-]+)?bibliograph|footnot|endnot|\bnotes\b/i.test(sentence))
    return 'notes-bibliography';
  return null;
}

/** "You may use any standard style", "either MLA or Harvard": the brief leaves the choice to the writer. */
const CHOICE =
  /\b(?:any|either|whichever|your choice of|one of the following)\b[^.]{0,40}\b(?:style|system|referencing|citation|format)|\b(?:style|system|referencing|format)s?\s+of your choice\b/i;
const ALTERNATIVES =
  /\b(?:APA|MLA|Chicago|Harvard|IEEE|Vancouver|OSCOLA|AGLC\d?|ACS|AMA|APSA|ASA|Turabian)\b[^.;]{0,30}?\s(?:or|and\/or)\s+(?:the\s+)?(?:APA|MLA|Chicago|Harvard|IEEE|Vancouver|OSCOLA|AGLC\d?|ACS|AMA|APSA|ASA|Turabian)\b/;

const STYLE_NAME = /\b(?:APA|MLA|Chicago|Harvard|IEEE|Vancouver|OSCOLA|AGLC\d?|ACS|APSA)\b/g;

interface Found {
  finding: CitationStyleFinding;
  score: number;
  order: number;
}

/** The referencing style the brief asks for, or null; several different styles add a warning. */
export function extractCitationStyle(
  sentences: readonly BriefSentence[],
  warnings: string[],
): CitationStyleFinding | null {
  const found: Found[] = [];
  const offered = new Set<string>();
  sentences.forEach(({ text }, index) => {
    const refused = /\b(?:not|never|avoid|instead of|rather than|nor)\b/i.test(text);
    const choice = CHOICE.exec(text);
    // "Chicago style, with either footnotes or author-date citations": the choice is within the one style named
    // before it, which the brief still requires.
    const styleNames = [...text.matchAll(STYLE_NAME)];
    const within =
      choice !== null &&
      /^(?:either|whichever)\b/i.test(choice[0]) &&
      styleNames.length === 1 &&
      (styleNames[0]?.index ?? Infinity) < choice.index;
    if (!refused && ((choice && !within) || ALTERNATIVES.test(text))) {
      for (const m of styleNames) offered.add(m[0]);
      offered.add('');
      return;
    }
    const context = CONTEXT.test(text);
    for (const rule of RULES) {
      for (const m of text.matchAll(rule.name)) {
        const before = text.slice(Math.max(0, m.index - 40), m.index);
        const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
        if ((rule.needsContext && !context) || NEGATED.test(before) || rule.institution?.test(after))
          continue;
        const finding: CitationStyleFinding = {
          style: rule.style,
          edition: editionNear(before, after),
          variant: rule.style === 'chicago' ? chicagoVariant(text) : null,
          source: text,
        };
        found.push({ finding, score: context ? 2 : 0, order: index * 1000 + m.index });
      }
    }
  });
  if (offered.size > 0) {
    // The brief leaves the choice to the writer; a passing mention elsewhere ("the APA has published …") is
    // not a requirement, only a sentence about referencing that names one style would be.
    const names = [...offered].filter(Boolean);
    warnings.push(
      `The brief lets you choose the referencing style${names.length > 0 ? ` (${names.join(', ')})` : ''}; pick one and use it consistently.`,
    );
    const required = found.filter((f) => f.score > 0);
    found.splice(0, found.length, ...required);
  }
  if (found.length === 0) return null;
  found.sort((a, b) => b.score - a.score || a.order - b.order);
  const best = (found[0] as Found).finding;
  const styles = [...new Set(found.map((f) => f.finding.style))];
  if (styles.length > 1) {
    const names = styles.map((s) => CITATION_STYLE_LABELS[s]).join(', ');
    warnings.push(
      `The brief mentions more than one referencing style (${names}); ${CITATION_STYLE_LABELS[best.style]} was used.`,
    );
  }
  // A later sentence may add the edition or Chicago variant the chosen one left out.
  const same = found.filter((f) => f.finding.style === best.style);
  return {
    ...best,
    edition: best.edition ?? same.find((f) => f.finding.edition)?.finding.edition ?? null,
    variant: best.variant ?? same.find((f) => f.finding.variant)?.finding.variant ?? null,
  };
}

/** Whether a sentence names a referencing style it can be read from. */
export function namesStyle(text: string): boolean {
  return /\b(?:APA|MLA|Chicago|Harvard|IEEE|Vancouver|Turabian)\b/.test(text) && CONTEXT.test(text);
}
