import type { CitationStyle } from '@penwright/shared';
import { cslConfig } from './citation-js.ts';

/**
 * The official CSL style behind each of Penwright's six styles (ids in the Citation Style Language's own
 * repository): APA 7th edition, MLA 9th edition, Chicago 17th author-date, Harvard as Cite Them Right
 * describes it, IEEE, and Vancouver (the NLM's Citing Medicine).
 */
export const CSL_STYLE_IDS: Record<CitationStyle, string> = {
  apa: 'apa',
  mla: 'modern-language-association',
  chicago: 'chicago-author-date',
  harvard: 'harvard-cite-them-right',
  ieee: 'ieee',
  vancouver: 'vancouver',
};

/** A CSL style or locale as citeproc-js reads it when already parsed: `{name, attrs, children}`. */
export interface CslNode {
  name: string;
  attrs: Record<string, string>;
  children: Array<CslNode | string>;
}

const registered = new Map<CitationStyle, { lang: string; csl: CslNode }>();

/** Citation.js's name for a registered style (kept apart from the templates the plugin ships). */
const templateName = (style: CitationStyle) => `penwright-${style}`;

/**
 * Hands a style's CSL to Citation.js's CSL plugin, with the locales it may ask for. The caller reads the CSL
 * (this package does no I/O); a style is registered once per thread.
 */
export function registerStyle(style: CitationStyle, csl: CslNode, locales: Record<string, CslNode>) {
  const config = cslConfig();
  // The caller's locales replace the plugin's own copies, so styles and locales come from one release.
  for (const [lang, locale] of Object.entries(locales)) {
    if (config.locales.has(lang)) config.locales.set(lang, locale);
    else config.locales.add(lang, locale);
  }
  const name = templateName(style);
  if (config.styles.has(name)) config.styles.set(name, csl);
  else config.styles.add(name, csl);
  registered.set(style, { lang: csl.attrs['default-locale'] ?? 'en-US', csl });
}

export const isRegistered = (style: CitationStyle) => registered.has(style);

/**
 * The registered template, the language the style asks for (its default locale, else American English) and the
 * CSL itself (an engine built from an older registration of the style is not to be used).
 */
export function templateOf(style: CitationStyle): { name: string; lang: string; csl: CslNode } {
  const entry = registered.get(style);
  if (!entry) throw new Error(`The ${style} style has not been registered`);
  return { name: templateName(style), ...entry };
}
