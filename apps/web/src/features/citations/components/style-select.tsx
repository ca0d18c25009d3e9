import { CITATION_STYLE_LABELS, CITATION_STYLES, type CitationStyle } from '@penwright/shared';
import { fieldClassName } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

type StyleSelectProps = { id: string; value: CitationStyle; onChange: (style: CitationStyle) => void };

/** The six citation styles the checker reads a paper in. */
export function StyleSelect({ id, value, onChange }: StyleSelectProps) {
  return (
    <select
      id={id}
      className={cn(fieldClassName, 'h-10 pr-8 text-sm')}
      value={value}
      onChange={(e) => onChange(e.target.value as CitationStyle)}
    >
      {CITATION_STYLES.map((style) => (
        <option key={style} value={style}>
          {CITATION_STYLE_LABELS[style]}
        </option>
      ))}
    </select>
  );
}
