import { ENGLISH_DIALECTS, type EnglishDialect } from '@penwright/shared';
import { useId } from 'react';
import { fieldClassName } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

export const DIALECT_LABELS: Record<EnglishDialect, string> = {
  american: 'American English',
  british: 'British English',
  canadian: 'Canadian English',
  australian: 'Australian English',
};

type DialectSelectProps = {
  value: EnglishDialect;
  onChange: (dialect: EnglishDialect) => void;
  disabled?: boolean;
  label?: string;
  className?: string;
};

/** The English the checker holds spelling and usage to. */
export function DialectSelect({
  value,
  onChange,
  disabled,
  label = 'English',
  className,
}: DialectSelectProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
        {label}
      </label>
      <select
        id={id}
        className={cn(fieldClassName, 'h-9 w-auto pr-8 text-sm')}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as EnglishDialect)}
      >
        {ENGLISH_DIALECTS.map((d) => (
          <option key={d} value={d}>
            {DIALECT_LABELS[d]}
          </option>
        ))}
      </select>
    </div>
  );
}
