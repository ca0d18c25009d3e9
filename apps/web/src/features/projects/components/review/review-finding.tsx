import type { ReviewFinding } from '@penwright/shared';
import { CornerDownRight, EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';

const SEVERITY_DOT: Record<ReviewFinding['severity'], string> = {
  error: 'bg-destructive',
  warning: 'bg-amber-500',
  info: 'bg-muted-foreground/50',
};
const SEVERITY_LABEL: Record<ReviewFinding['severity'], string> = {
  error: 'Must fix',
  warning: 'Worth a look',
  info: 'Note',
};

interface Props {
  finding: ReviewFinding;
  onShow: (finding: ReviewFinding) => void;
  onDismiss: (finding: ReviewFinding, reason: string) => Promise<unknown>;
}

/** One finding: what is wrong, the words it is about, and the two things a writer can do with it. */
export function ReviewFindingItem({ finding, onShow, onDismiss }: Props) {
  const [dismissing, setDismissing] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const placed = finding.end > finding.start;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return;
    setBusy(true);
    void onDismiss(finding, reason.trim()).finally(() => setBusy(false));
  };
  return (
    <li
      className="group rounded-lg border border-border/70 bg-background px-3 py-2.5"
      data-finding={finding.id}
    >
      <div className="flex items-start gap-2.5">
        <span
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', SEVERITY_DOT[finding.severity])}
          title={SEVERITY_LABEL[finding.severity]}
          aria-label={SEVERITY_LABEL[finding.severity]}
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="text-foreground">{finding.message}</p>
          {placed ? (
            <p className="mt-1 truncate text-muted-foreground">
              “<span className="font-medium text-foreground/80">{finding.excerpt}</span>”
              {finding.suggestion ? (
                <>
                  {' '}
                  → <span className="font-medium text-success">{finding.suggestion}</span>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-1">
          {placed ? (
            <Button size="sm" variant="ghost" onClick={() => onShow(finding)} aria-label="Show in draft">
              <CornerDownRight aria-hidden="true" />
              <span className="hidden sm:inline">Show</span>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-label="Dismiss"
            aria-expanded={dismissing}
            onClick={() => setDismissing((d) => !d)}
          >
            <EyeOff aria-hidden="true" />
          </Button>
        </div>
      </div>
      {dismissing ? (
        <form className="mt-2 flex gap-2 pl-4.5" onSubmit={submit}>
          <Input
            autoFocus
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            placeholder="Why this does not apply"
            aria-label="Reason for dismissing"
            className="h-8"
          />
          <Button size="sm" type="submit" disabled={busy || !reason.trim()}>
            Dismiss
          </Button>
        </form>
      ) : null}
    </li>
  );
}
