import { CITATION_STYLE_LABELS, CITATION_STYLES, type CitationStyle } from '@penwright/shared';
import { AlertTriangle } from 'lucide-react';
import { FormField } from '../../../../components/ui/form-field';
import { fieldClassName, Input } from '../../../../components/ui/input';
import { wordTargetValid, type AnalysisDraft } from './analysis-draft';

type FactsPanelProps = {
  draft: AnalysisDraft;
  onChange: (changes: Partial<AnalysisDraft>) => void;
};

/** The three facts a brief usually states, as read, for the writer to confirm or correct. */
export function FactsPanel({ draft, onChange }: FactsPanelProps) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="Word target"
          hint="e.g. 2000, 1800–2200, ≤3000"
          error={wordTargetValid(draft.wordTarget) ? null : 'Write a number, a range or a limit.'}
        >
          <Input value={draft.wordTarget} onChange={(e) => onChange({ wordTarget: e.target.value })} />
        </FormField>
        <FormField label="Citation style">
          <select
            className={`${fieldClassName} h-10`}
            value={draft.citationStyle}
            onChange={(e) => onChange({ citationStyle: e.target.value as CitationStyle })}
          >
            {CITATION_STYLES.map((s) => (
              <option key={s} value={s}>
                {CITATION_STYLE_LABELS[s]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Due date">
          <Input type="date" value={draft.dueDate} onChange={(e) => onChange({ dueDate: e.target.value })} />
        </FormField>
      </div>
      {draft.warnings.length > 0 ? (
        <ul className="grid gap-1.5 rounded-lg border border-accent/40 bg-accent-soft p-3 text-sm">
          {draft.warnings.map((w) => (
            <li key={w} className="flex gap-2">
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
              {w}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
