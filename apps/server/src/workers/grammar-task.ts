import { threadId } from 'node:worker_threads';
import { createGrammarChecker, findingsToEdits, type GrammarChecker } from '@penwright/writing/grammar';
import type { EnglishDialect, GrammarEdit } from '@penwright/shared';

export interface GrammarInput {
  text: string;
  dialect: EnglishDialect;
  words: string[];
  style: boolean;
  forbidFirstPerson: boolean;
}

/**
 * Runs of more than this many characters without a space are not prose (base64, a pasted hash, a key held
 * down), and the spell checker's suggestions for one grow faster than its length: 3,000 characters take
 * seconds and 50,000 exhaust the WebAssembly memory. They are blanked out (offsets unchanged) and not checked.
 */
export const LONGEST_CHECKED_TOKEN = 64;
const OVERLONG = new RegExp(`\\S{${LONGEST_CHECKED_TOKEN + 1},}`, 'gu');

interface Range {
  start: number;
  end: number;
}

export function blankOverlongTokens(text: string): { text: string; blanked: Range[] } {
  const blanked: Range[] = [];
  const masked = text.replace(OVERLONG, (token, offset: number) => {
    blanked.push({ start: offset, end: offset + token.length });
    return ' '.repeat(token.length);
  });
  return { text: masked, blanked };
}

const touches = (a: Range, b: Range) => a.start <= b.end && b.start <= a.end;

// One checker per thread: it keeps the WebAssembly linters and its per-paragraph cache between tasks.
let checker: GrammarChecker | null = null;

/** A grammar check (harper.js and Penwright's rules) in Sapling's edits shape. */
export async function grammarTask({ text, ...options }: GrammarInput): Promise<GrammarEdit[]> {
  checker ??= createGrammarChecker();
  const { text: checked, blanked } = blankOverlongTokens(text);
  try {
    const findings = await checker.check(checked, options);
    return findingsToEdits(
      text,
      findings.filter((f) => !blanked.some((range) => touches(f, range))),
    );
  } catch (err) {
    // A panic inside harper's WebAssembly leaves its memory in an unknown state, and the linters live as long
    // as the thread. Ending the thread now (an idle pool thread runs no timers) fails this one check, which
    // the server answers with no edits, and the pool starts a fresh thread for the next.
    console.error('grammar engine failed; its worker thread ends', err);
    process.exit(1);
  }
}

/**
 * Loads the engine on this thread (WebAssembly, dictionary, word frequencies) and runs one short check, so the
 * first writer after start-up does not wait seconds for it. Answers the thread's id.
 */
export async function warmGrammar(_: null): Promise<number> {
  checker ??= createGrammarChecker();
  await checker.check('This sentence wakes the checker up before anyone needs it.', { dialect: 'american' });
  return threadId;
}
