import { NotificationsPage } from '../../features/notifications/components/notifications-page';

/** /dashboard/notifications: the writer's notification centre. */
export default function NotificationsRoute() {
  return <NotificationsPage />;
}
