import {
  GRAMMAR_MAX_CHARS,
  SAPLING_VARIETIES,
  type EnglishDialect,
  type GrammarCheckRequest,
  type GrammarCheckResponse,
  type GrammarEdit,
} from '@penwright/shared';
import { briefForbidsFirstPerson } from '@penwright/writing';
import type { GrammarProvider, GrammarRequest } from '../../adapters/grammar/index.ts';
import type { GrammarLog } from '../../adapters/grammar/provider.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { listWords } from './dictionary.service.ts';
import { ownedDocument } from './grammar.policy.ts';
import { ignoredDigests, ignoreDigest } from './ignores.service.ts';
import { getPreferences } from './preferences.service.ts';

export function assertCheckableLength(text: string) {
  if (text.length > GRAMMAR_MAX_CHARS)
    throw new HttpError(
      413,
      'grammar/text-too-long',
      `This text is ${text.length.toLocaleString('en-US')} characters long; a grammar check takes at most ` +
        `${GRAMMAR_MAX_CHARS.toLocaleString('en-US')} characters. Check it in smaller parts.`,
    );
}

interface EditFilter {
  words: readonly string[];
  style: boolean;
  ignored: ReadonlySet<string>;
}

/**
 * The last word on what the writer sees, whichever provider answered: spans inside the text, no style
 * findings unless asked for, nothing the dictionary knows, nothing ignored in this document.
 */
export function finishEdits(text: string, edits: readonly GrammarEdit[], filter: EditFilter): GrammarEdit[] {
  const words = new Set(filter.words.map((w) => w.toLowerCase()));
  return edits.filter((edit) => {
    const { start, end } = edit;
    if (!(
      Number.isInteger(start) &&
      Number.isInteger(end) &&
      start >= 0 &&
      start <= end &&
      end <= text.length
    ))
      return false;
    const flagged = text.slice(start, end);
    if (edit.category === 'style' && !filter.style) return false;
    if (edit.category === 'spelling' && words.has(flagged.toLowerCase())) return false;
    return filter.ignored.size === 0 || !filter.ignored.has(ignoreDigest(edit.rule, flagged));
  });
}

/** What the writer's account and the named project add to a check: dialect, dictionary, brief and ignores. */
async function checkContext(db: Database, userId: string, body: GrammarCheckRequest) {
  const dialect: Promise<EnglishDialect> = body.variety
    ? Promise.resolve(SAPLING_VARIETIES[body.variety])
    : getPreferences(db, userId).then((p) => p.dialect);
  const project = body.document_id ? ownedDocument(db, userId, body.document_id) : Promise.resolve(null);
  const [resolvedDialect, words, owned] = await Promise.all([dialect, listWords(db, userId), project]);
  const ignored = owned ? await ignoredDigests(db, owned.id) : new Set<string>();
  return {
    dialect: resolvedDialect,
    words,
    ignored,
    forbidFirstPerson: owned ? briefForbidsFirstPerson(owned.brief) : false,
  };
}

/** Runs the provider; a failure of the engine itself is logged and answered with no edits, never shown. */
async function editsFrom(provider: GrammarProvider, request: GrammarRequest, log: GrammarLog) {
  try {
    return await provider.check(request);
  } catch (err) {
    if (err instanceof HttpError) throw err; // busy or timed out: the client may retry
    log.error({ err }, 'grammar check failed');
    return [];
  }
}

export async function checkGrammar(
  db: Database,
  provider: GrammarProvider,
  userId: string,
  body: GrammarCheckRequest,
  log: GrammarLog,
): Promise<GrammarCheckResponse> {
  const { text } = body;
  assertCheckableLength(text);
  const context = await checkContext(db, userId, body);
  if (!text.trim()) return { edits: [] };
  const style = body.style ?? false;
  const request = {
    text,
    dialect: context.dialect,
    words: context.words,
    style,
    forbidFirstPerson: context.forbidFirstPerson,
    sessionId: body.session_id,
  };
  const edits = await editsFrom(provider, request, log);
  return { edits: finishEdits(text, edits, { ...context, style }) };
}
