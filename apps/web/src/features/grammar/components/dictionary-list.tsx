import { X } from 'lucide-react';
import { useDictionary } from '../../../lib/grammar/get-dictionary';
import { useRemoveDictionaryWord } from '../../../lib/grammar/remove-dictionary-word';

/** The words the checker never flags as misspelt, each with a way to take it out again. */
export function DictionaryList() {
  const dictionary = useDictionary();
  const remove = useRemoveDictionaryWord();
  const words = dictionary.data ?? [];
  if (dictionary.isPending) return <p className="text-sm text-muted-foreground">Loading your dictionary…</p>;
  if (dictionary.isError)
    return (
      <p className="text-sm text-muted-foreground">Your dictionary could not be loaded. Try again later.</p>
    );
  if (words.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No words yet. Choose “Add to dictionary” on a spelling suggestion to stop it being flagged.
      </p>
    );
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Personal dictionary">
      {words.map((word) => (
        <li
          key={word}
          className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-3 text-sm"
        >
          {word}
          <button
            type="button"
            className="rounded-full p-1 text-muted-foreground hover:bg-card hover:text-foreground disabled:opacity-50"
            aria-label={`Remove “${word}”`}
            disabled={remove.isPending && remove.variables === word}
            onClick={() => remove.mutate(word)}
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
