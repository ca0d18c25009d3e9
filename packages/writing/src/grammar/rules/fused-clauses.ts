import { wordSet } from '../tokens.ts';
import type { RuleContext } from './context.ts';

/*
 * Where a second main clause starts with no punctuation or conjunction before it ("traffic is a stressful
 * situation it requires time"): a subject pronoun and its verb straight after a word that ends a clause, in a
 * stretch that already has a verb. "The things we learned will help" has the same shape (a relative clause
 * without "that"), so the pronoun's verb must go on to an object or complement, as a main clause's does, and
 * not stop at another verb, a preposition or a conjunction.
 */

const SUBJECTS = wordSet('i we they he she you it there');
const OBJECT_PRONOUNS = wordSet('it them him her us me');
/** Words after which a pronoun belongs to the same clause ("so that we", "think it", "than they"). */
const SAME_CLAUSE = wordSet(
  'that which who whom what how why where when whether so then also not only even just than as if because ' +
    'think thought know knew say said believe believed feel felt hope mean means show shows find found see saw ' +
    'suggest suggests agree agreed guess realize realized realise realised',
);
/** What may follow the verb of a main clause: its object or complement. */
const COMPLEMENT = /^(DET|NOUN|PROPN|PRON|ADJ|NUM|PART|ADV)$/;

function continuesAsMainClause(rc: RuleContext, verb: number): boolean {
  const { tokens, tags } = rc;
  const after = tokens[verb + 1];
  if (!after?.joined || !COMPLEMENT.test(tags[verb + 1]?.pos ?? '')) return false;
  // "the image they gave us and…": a pronoun object with nothing after it ends a relative clause as easily.
  if (OBJECT_PRONOUNS.has(after.lower)) {
    const further = tokens[verb + 2];
    return further?.joined === true && !/^(CCONJ|ADP)$/.test(tags[verb + 2]?.pos ?? '');
  }
  return true;
}

/** Indexes of the subject pronouns that start a fused main clause. */
export function fusedClauseStarts(rc: RuleContext): number[] {
  const { tokens, tags } = rc;
  const starts: number[] = [];
  let verbSeen = false;
  let clauseStart = 0;
  tokens.forEach((word, k) => {
    if (word.sentenceStart || !word.joined) {
      verbSeen = false;
      clauseStart = k;
    }
    const pos = tags[k]?.pos ?? '';
    const subject = SUBJECTS.has(word.lower) && (pos === 'PRON' || word.lower === 'there');
    if (subject && verbSeen && word.joined && k - clauseStart >= 3) {
      const before = tokens[k - 1];
      const beforePos = tags[k - 1]?.pos ?? '';
      const endsClause =
        /^(NOUN|PROPN|ADJ|ADV|NUM)$/.test(beforePos) ||
        (beforePos === 'PRON' && OBJECT_PRONOUNS.has(before?.lower ?? ''));
      const nextPos = tags[k + 1]?.pos ?? '';
      if (
        before &&
        endsClause &&
        !SAME_CLAUSE.has(before.lower) &&
        !SAME_CLAUSE.has(tokens[k - 2]?.lower ?? '') &&
        tokens[k + 1]?.joined &&
        /^(VERB|AUX)$/.test(nextPos) &&
        continuesAsMainClause(rc, k + 1)
      ) {
        starts.push(k);
        verbSeen = false;
        clauseStart = k;
      }
    }
    if (pos === 'VERB' || pos === 'AUX') verbSeen = true;
  });
  return starts;
}
