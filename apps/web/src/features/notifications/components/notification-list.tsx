import { formatDateTime, isSitePath, type Notification } from '@penwright/shared';
import {
  BellRing,
  CalendarClock,
  CircleAlert,
  CreditCard,
  FileCheck2,
  PartyPopper,
  Sparkles,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

const icons = {
  welcome: Sparkles,
  due_soon: CalendarClock,
  overdue: CircleAlert,
  review_ready: FileCheck2,
  project_completed: PartyPopper,
  plan_changed: BellRing,
  payment: CreditCard,
} as const;

export function NotificationList({ items }: { items: Notification[] }) {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
      {items.map((item) => {
        const Icon = icons[item.type] ?? BellRing;
        const unread = !item.read_at;
        const body = (
          <div className="flex gap-4 px-5 py-4">
            <span
              className={cn(
                'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
                unread ? 'bg-primary-soft text-primary' : 'bg-muted text-muted-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 font-medium">
                {item.title}
                {unread ? <span className="size-2 rounded-full bg-primary" aria-label="Unread" /> : null}
              </p>
              <p className="mt-0.5 text-sm text-muted-foreground">{item.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">{formatDateTime(item.created_at)}</p>
            </div>
          </div>
        );
        return (
          <li key={item.id} className={cn(unread && 'bg-primary-soft/30')}>
            {item.link && isSitePath(item.link) ? (
              <Link to={item.link} className="block hover:bg-muted/60">
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
