import { AUDIT_LOG_PAGE_SIZE, formatDateTime, type AuditEntry } from '@penwright/shared';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuditLog } from '../api/get-audit-log';
import { describeAction } from './audit-entry';

function Entry({ entry }: { entry: AuditEntry }) {
  const target = entry.targetLabel || entry.targetId;
  return (
    <li className="grid gap-1 border-t border-border px-4 py-3 first:border-t-0 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <time dateTime={entry.createdAt} className="text-sm whitespace-nowrap text-muted-foreground">
        {formatDateTime(entry.createdAt)}
      </time>
      <div className="min-w-0 text-sm">
        <p>
          <span className="font-medium">{describeAction(entry)}</span>
          <span className="text-muted-foreground"> · </span>
          <Badge variant="neutral" className="align-middle">
            {entry.targetType === 'plan' ? 'Plan' : 'User'}
          </Badge>{' '}
          <span className="break-words">{target}</span>
        </p>
        <p className="truncate text-muted-foreground">
          by {entry.actor.name || entry.actor.email || entry.actor.id}
        </p>
      </div>
    </li>
  );
}

/** What admins did, newest first (super admins only). */
export function AdminAuditLog() {
  const [skip, setSkip] = useState(0);
  const log = useAuditLog(skip);
  return (
    <section aria-labelledby="admin-audit-heading" className="grid gap-4">
      <div>
        <h2 id="admin-audit-heading" className="text-lg font-semibold">
          Audit log
        </h2>
        <p className="text-sm text-muted-foreground">
          Role changes, disabled and enabled accounts and plan edits, newest first.
        </p>
      </div>
      {log.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {log.isError ? (
        <p className="text-sm text-muted-foreground">The audit log could not be loaded.</p>
      ) : null}
      {log.data && log.data.data.length === 0 ? (
        <EmptyState icon={<ScrollText />} title="Nothing recorded yet">
          Admin actions appear here as they happen.
        </EmptyState>
      ) : null}
      {log.data && log.data.data.length > 0 ? (
        <div>
          <ol aria-label="Audit entries" className="rounded-xl border border-border bg-card">
            {log.data.data.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pagination
            skip={skip}
            take={AUDIT_LOG_PAGE_SIZE}
            totalCount={log.data.totalCount}
            onChange={setSkip}
          />
        </div>
      ) : null}
    </section>
  );
}
