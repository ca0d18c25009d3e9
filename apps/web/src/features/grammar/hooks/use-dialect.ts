import { DEFAULT_DIALECT, type EnglishDialect } from '@penwright/shared';
import { useGrammarPreferences } from '../../../lib/grammar/get-grammar-preferences';
import { useUpdateGrammarPreferences } from '../../../lib/grammar/update-grammar-preferences';

/** The writer's dialect and a way to change it; the choice is saved as their preference. */
export function useDialect() {
  const preferences = useGrammarPreferences();
  const update = useUpdateGrammarPreferences();
  const dialect: EnglishDialect = update.isPending
    ? (update.variables?.dialect ?? DEFAULT_DIALECT)
    : (preferences.data?.dialect ?? DEFAULT_DIALECT);
  return {
    dialect,
    loaded: preferences.isSuccess,
    saving: update.isPending,
    setDialect: (next: EnglishDialect) => update.mutate({ dialect: next }),
  };
}
