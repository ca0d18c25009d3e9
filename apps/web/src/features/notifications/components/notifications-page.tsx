import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useNotificationsCount } from '../api/get-notifications-count';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationList } from './notification-list';

/** The notification centre: newest first, a page at a time, with "Mark all as read". */
export function NotificationsPage() {
  const [skip, setSkip] = useState(0);
  const notifications = useNotifications(skip);
  const unread = useNotificationsCount().data ?? 0;
  const markAll = useMarkNotificationsRead();
  // Its own mutation, so opening one notification does not show "Mark all as read" as busy.
  const markOne = useMarkNotificationsRead();
  const page = notifications.data;
  return (
    <DashboardPage
      title="Notifications"
      description="Deadline reminders, finished reviews and changes to your plan."
      actions={
        <Button
          variant="outline"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined)}
        >
          {markAll.isPending ? <Spinner label="Marking as read" /> : <CheckCheck aria-hidden="true" />}
          Mark all as read
        </Button>
      }
    >
      {notifications.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading notifications">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20 w-full" />
          ))}
        </div>
      ) : null}
      {notifications.isError && !page ? (
        <p className="text-sm text-muted-foreground">
          Your notifications could not be loaded. Try again in a moment.
        </p>
      ) : null}
      {page && page.data.length === 0 ? (
        <EmptyState icon={<BellOff />} title="You are all caught up">
          Reminders about due dates and finished reviews will show up here.
        </EmptyState>
      ) : null}
      {page && page.data.length > 0 ? (
        <div>
          <NotificationList items={page.data} onOpenUnread={(item) => markOne.mutate({ ids: [item.id] })} />
          <Pagination
            skip={skip}
            take={NOTIFICATIONS_PAGE_SIZE}
            totalCount={page.totalCount}
            onChange={setSkip}
          />
        </div>
      ) : null}
    </DashboardPage>
  );
}
