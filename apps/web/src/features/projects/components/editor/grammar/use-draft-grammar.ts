import { grammarIgnoreKey, type GrammarEdit, type GrammarIgnore } from '@penwright/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { FindingFilter, PlacedFinding } from '../../../../../components/grammar/finding';
import { newGrammarSessionId } from '../../../../../components/grammar/session-id';
import { dictionarySet, suppressFor } from '../../../../../components/grammar/suppress';
import { useGrammarSession } from '../../../../../components/grammar/use-grammar-session';
import { useAddDictionaryWord } from '../../../../../lib/grammar/add-dictionary-word';
import { useAddIgnore } from '../../../../../lib/grammar/add-ignore';
import { checkGrammar } from '../../../../../lib/grammar/check-grammar';
import { useDictionary } from '../../../../../lib/grammar/get-dictionary';
import { useIgnores } from '../../../../../lib/grammar/get-ignores';
import { useRemoveIgnore } from '../../../../../lib/grammar/remove-ignore';
import { isProjectGoing } from '../../../api/delete-project';

/**
 * The draft's grammar and style checks: every check asks for style findings too and names the project, so its
 * ignored findings and its brief's rules apply. An Ignore or a dictionary word hides the underline at once and
 * is saved in the background.
 */
export function useDraftGrammar(projectId: string) {
  const [sessionId] = useState(newGrammarSessionId);
  const [filter, setFilter] = useState<FindingFilter>('all');
  const [ignoredHere, setIgnoredHere] = useState<string[]>([]);
  const [wordsHere, setWordsHere] = useState<string[]>([]);
  const ignores = useIgnores(projectId).data;
  const words = useDictionary().data;
  const addIgnore = useAddIgnore();
  const addWord = useAddDictionaryWord();
  const removeIgnore = useRemoveIgnore();

  const suppress = useMemo(() => {
    const ignored = new Set([
      ...(ignores ?? []).map((i) => grammarIgnoreKey(i.rule, i.text)),
      ...ignoredHere,
    ]);
    return suppressFor(ignored, dictionarySet([...(words ?? []), ...wordsHere]));
  }, [ignores, ignoredHere, words, wordsHere]);
  const queryClient = useQueryClient();
  const check = useCallback(
    (text: string, signal: AbortSignal): Promise<GrammarEdit[] | null> =>
      // A project being deleted is not checked: the answer would be a 404, and nobody is left to read it.
      isProjectGoing(queryClient, projectId)
        ? Promise.resolve(null)
        : checkGrammar({ text, session_id: sessionId, style: true, document_id: projectId }, signal),
    [sessionId, projectId, queryClient],
  );
  const grammar = useGrammarSession({ check, suppress });

  const ignore = useCallback(
    (finding: PlacedFinding) => {
      setIgnoredHere((keys) => [...keys, grammarIgnoreKey(finding.edit.rule, finding.text)]);
      addIgnore.mutate({ documentId: projectId, rule: finding.edit.rule, text: finding.text });
    },
    [addIgnore, projectId],
  );
  const addToDictionary = useCallback(
    (finding: PlacedFinding) => {
      const word = finding.text.trim();
      setWordsHere((list) => [...list, word]);
      addWord.mutate(word);
    },
    [addWord],
  );
  // The server stops hiding it; checking the draft again (from the server's cache) brings its underline back.
  const restore = useCallback(
    (ignored: GrammarIgnore) => {
      const key = grammarIgnoreKey(ignored.rule, ignored.text);
      setIgnoredHere((keys) => keys.filter((k) => k !== key));
      removeIgnore.mutate(ignored.id, { onSuccess: () => grammar.session.reset() });
    },
    [removeIgnore, grammar.session],
  );
  return {
    ...grammar,
    filter,
    setFilter,
    ignore,
    addToDictionary,
    ignored: ignores ?? [],
    restore,
    restoring: removeIgnore.isPending ? (removeIgnore.variables ?? null) : null,
  };
}
