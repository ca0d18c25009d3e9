import type { FastifyBaseLogger } from 'fastify';
import type { EnglishDialect, GrammarEdit } from '@penwright/shared';

/** What every grammar provider is asked: the text plus the writer's settings for this check. */
export interface GrammarRequest {
  text: string;
  dialect: EnglishDialect;
  /** The writer's personal dictionary (the built-in engine uses it; the caller filters the others' answers). */
  words: string[];
  /** Also academic-style findings (only the built-in engine has them). */
  style: boolean;
  /** The project's brief forbids first person (only the built-in engine checks it). */
  forbidFirstPerson: boolean;
  /** The client's session, which Sapling asks for. */
  sessionId: string;
}

/** One way to check grammar. Offsets in the answer are UTF-16 offsets into `request.text`. */
export interface GrammarProvider {
  readonly name: string;
  check(request: GrammarRequest): Promise<GrammarEdit[]>;
}

/** A provider that answered badly or not at all; the message is for the log, never for the writer. */
export class GrammarProviderError extends Error {
  override name = 'GrammarProviderError';
}

export type GrammarLog = Pick<FastifyBaseLogger, 'error'>;
