import { LruCache, textHash } from './cache.ts';
import { checkParagraphs, type ParagraphChecker } from './paragraph-check.ts';
import { splitParagraphs } from './paragraphs.ts';
import type { GrammarChecker, GrammarCheckOptions, GrammarFinding } from './types.ts';

export interface GrammarCheckerOptions {
  /** Paragraphs whose findings are kept; the least recently used go first. */
  cacheSize?: number;
  /** Called with each paragraph that is actually checked (not served from the cache); for tests and metrics. */
  onParagraphChecked?: (paragraph: string) => void;
  /**
   * Checks the paragraphs that are not cached; by default in this thread. A server passes one that spreads
   * them over its worker threads, so the cache stays in one place whichever thread did the work.
   */
  checkParagraphs?: ParagraphChecker;
}

function optionsKey(options: GrammarCheckOptions): string {
  const words = textHash([...(options.words ?? [])].sort().join('\n'));
  return `${options.dialect}|${options.style ? 1 : 0}|${options.forbidFirstPerson ? 1 : 0}|${words}`;
}

/** Findings never leave the text, whatever a rule or harper reported. */
function clamp(findings: GrammarFinding[], length: number): GrammarFinding[] {
  return findings.filter((f) => f.start >= 0 && f.end <= length && f.start <= f.end);
}

/**
 * The grammar engine: harper.js plus Penwright's own rules. Loads its data on first use. Findings are cached
 * per paragraph, so re-checking a long text after a small edit only checks the paragraphs that changed.
 */
export function createGrammarChecker(settings: GrammarCheckerOptions = {}): GrammarChecker {
  const cache = new LruCache<GrammarFinding[]>(settings.cacheSize ?? 5_000);
  const checkUncached = settings.checkParagraphs ?? checkParagraphs;

  async function check(text: string, options: GrammarCheckOptions): Promise<GrammarFinding[]> {
    if (!text.trim()) return [];
    const paragraphs = splitParagraphs(text);
    const prefix = optionsKey(options);
    const keys = paragraphs.map((p) => `${prefix}|${textHash(p.text)}`);
    const known = new Map<string, GrammarFinding[]>();
    const missing = new Map<string, string>();
    paragraphs.forEach((p, i) => {
      const key = keys[i] ?? '';
      const cached = cache.get(key);
      if (cached) known.set(key, cached);
      else missing.set(key, p.text);
    });
    const fresh = await checkUncached([...missing.values()], options);
    [...missing].forEach(([key, paragraph], i) => {
      settings.onParagraphChecked?.(paragraph);
      const findings = fresh[i] ?? [];
      known.set(key, findings);
      cache.set(key, findings);
    });
    const findings = paragraphs.flatMap((p, i) =>
      (known.get(keys[i] ?? '') ?? []).map((f) => ({ ...f, start: f.start + p.start, end: f.end + p.start })),
    );
    return clamp(findings, text.length);
  }

  return { check };
}
