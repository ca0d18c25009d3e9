import { formatDateTime, isSitePath, type Notification } from '@penwright/shared';
import {
  BellRing,
  CalendarClock,
  ChevronRight,
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

const tones: Partial<Record<Notification['type'], string>> = {
  overdue: 'bg-destructive-soft text-destructive',
};

type NotificationListProps = {
  items: Notification[];
  /** Called when the reader follows an unread notification's link. */
  onOpenUnread?: (item: Notification) => void;
};

export function NotificationList({ items, onOpenUnread }: NotificationListProps) {
  return (
    <ul
      aria-label="Notifications"
      className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card"
    >
      {items.map((item) => {
        const Icon = icons[item.type] ?? BellRing;
        const unread = !item.read_at;
        const link = item.link && isSitePath(item.link) ? item.link : null;
        const body = (
          <div className="flex gap-3 px-4 py-4 sm:gap-4 sm:px-5">
            <span
              className={cn(
                'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
                unread
                  ? (tones[item.type] ?? 'bg-primary-soft text-primary')
                  : 'bg-muted text-muted-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p
                className={cn('flex items-start gap-2 break-words', unread ? 'font-semibold' : 'font-medium')}
              >
                <span className="min-w-0">{item.title}</span>
                {unread ? (
                  <span className="mt-2 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                ) : null}
              </p>
              {item.body ? <p className="mt-0.5 text-sm text-muted-foreground">{item.body}</p> : null}
              <p className="mt-1 text-xs text-muted-foreground">
                {unread ? <span className="sr-only">Unread. </span> : null}
                <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
              </p>
            </div>
            {link ? (
              <ChevronRight className="mt-2 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            ) : null}
          </div>
        );
        return (
          <li key={item.id} data-unread={unread || undefined} className={cn(unread && 'bg-primary-soft/30')}>
            {link ? (
              <Link
                to={link}
                className="block transition-colors hover:bg-muted/60 focus-visible:bg-muted/60"
                onClick={() => (unread ? onOpenUnread?.(item) : undefined)}
              >
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
