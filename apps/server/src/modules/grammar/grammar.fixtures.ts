import type { GrammarCheckResponse, GrammarEdit } from '@penwright/shared';
import type { TestApp } from '../../../test/app.ts';
import { writer, type Writer } from '../projects/projects.fixtures.ts';

export const EDITS_URL = '/api/v1/sapling/api/v1/edits';

/** A writer with a helper that runs a check and returns its edits (failing loudly on anything but 200). */
export async function checker(t: TestApp) {
  const w = await writer(t);
  const check = async (text: string, extra: object = {}): Promise<GrammarEdit[]> => {
    const res = await w.call('POST', EDITS_URL, { text, session_id: 'test-session', ...extra });
    if (res.statusCode !== 200) throw new Error(`check failed: ${res.statusCode} ${res.body}`);
    return res.json<GrammarCheckResponse>().edits;
  };
  return { ...w, check };
}

export type Checker = Writer & { check: Awaited<ReturnType<typeof checker>>['check'] };

/** The flagged words of each edit, as a client would cut them out of its text. */
export const flagged = (text: string, edits: readonly GrammarEdit[]) =>
  edits.map((e) => text.slice(e.start, e.end));

/** The engine compiles WebAssembly and reads dictionaries on first use; tests warm it once per file. */
export async function warmEngine(c: { check(text: string, extra?: object): Promise<unknown> }) {
  await Promise.all([
    c.check('Warm up the engine.'),
    c.check('Warm up the engine.', { variety: 'gb-variety' }),
  ]);
}
