import { grammarIgnoreKey, varietyOf, type EnglishDialect, type GrammarEdit } from '@penwright/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FindingFilter, PlacedFinding } from '../../../components/grammar/finding';
import { newGrammarSessionId } from '../../../components/grammar/session-id';
import { dictionarySet, suppressFor } from '../../../components/grammar/suppress';
import { useGrammarSession } from '../../../components/grammar/use-grammar-session';
import { useAddDictionaryWord } from '../../../lib/grammar/add-dictionary-word';
import { checkGrammar } from '../../../lib/grammar/check-grammar';
import { useDictionary } from '../../../lib/grammar/get-dictionary';

/**
 * The standalone checker's session: style findings included, held to the chosen dialect. With no project to
 * keep them in, ignored findings last as long as the page; dictionary words are the writer's and are saved.
 */
export function useCheckerGrammar(dialect: EnglishDialect) {
  const [sessionId] = useState(newGrammarSessionId);
  const [filter, setFilter] = useState<FindingFilter>('all');
  const [ignored, setIgnored] = useState<string[]>([]);
  const [wordsHere, setWordsHere] = useState<string[]>([]);
  const words = useDictionary().data;
  const addWord = useAddDictionaryWord();

  const suppress = useMemo(
    () => suppressFor(new Set(ignored), dictionarySet([...(words ?? []), ...wordsHere])),
    [ignored, words, wordsHere],
  );
  const check = useCallback(
    (text: string, signal: AbortSignal): Promise<GrammarEdit[] | null> =>
      checkGrammar({ text, session_id: sessionId, style: true, variety: varietyOf(dialect) }, signal),
    [sessionId, dialect],
  );
  const grammar = useGrammarSession({ check, suppress });

  // Another dialect changes what counts as a spelling mistake: everything is checked again under it.
  const checkedIn = useRef(dialect);
  useEffect(() => {
    if (checkedIn.current === dialect) return;
    checkedIn.current = dialect;
    grammar.session.reset();
  }, [dialect, grammar.session]);

  const ignore = useCallback((finding: PlacedFinding) => {
    setIgnored((keys) => [...keys, grammarIgnoreKey(finding.edit.rule, finding.text)]);
  }, []);
  const addToDictionary = useCallback(
    (finding: PlacedFinding) => {
      const word = finding.text.trim();
      setWordsHere((list) => [...list, word]);
      addWord.mutate(word);
    },
    [addWord],
  );
  return { ...grammar, filter, setFilter, ignore, addToDictionary };
}
