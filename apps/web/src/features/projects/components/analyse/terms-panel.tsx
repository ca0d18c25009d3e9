import type { BriefQuestion, KeyTerm } from '@penwright/writing';

/** What the brief asks and the terms it leans on, to keep in view while planning. */
export function TermsPanel({ questions, keyTerms }: { questions: BriefQuestion[]; keyTerms: KeyTerm[] }) {
  return (
    <div className="grid gap-5">
      <div>
        <h3 className="text-sm font-semibold">Questions and tasks</h3>
        {questions.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">None found in the brief.</p>
        ) : (
          <ul className="mt-2 grid gap-2 text-sm" aria-label="Questions and tasks">
            {questions.map((q) => (
              <li key={q.text} className="rounded-lg bg-muted/60 px-3 py-2">
                {q.verb ? (
                  <span className="mr-1.5 font-semibold text-primary">
                    {q.verb.charAt(0).toUpperCase() + q.verb.slice(1)}:
                  </span>
                ) : null}
                {q.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold">Key terms</h3>
        {keyTerms.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">None found in the brief.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Key terms">
            {keyTerms.map((t) => (
              <li key={t.term} className="rounded-full border border-border bg-card px-2.5 py-0.5 text-xs">
                {t.term}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
