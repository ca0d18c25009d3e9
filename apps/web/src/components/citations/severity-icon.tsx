import type { CitationFinding } from '@penwright/shared';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

export const SEVERITY_LABELS: Record<CitationFinding['severity'], string> = {
  error: 'Error',
  warning: 'Warning',
};

/** A finding's weight as a shape as well as a colour: a circle for errors, a triangle for warnings. */
export function SeverityIcon({
  severity,
  className,
}: {
  severity: CitationFinding['severity'];
  className?: string;
}) {
  const Icon = severity === 'error' ? CircleAlert : TriangleAlert;
  return (
    <Icon
      aria-hidden="true"
      className={cn('size-4 shrink-0', severity === 'error' ? 'text-destructive' : 'text-accent', className)}
    />
  );
}
