import type { Notification } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

type Writer = Pick<Database, 'insert'>;

export interface NewNotification {
  userId: string;
  type: Notification['type'];
  title: string;
  body?: string;
  /** Where the notification leads on this site ("/dashboard/…"). */
  link?: string | null;
  /** The role dashboard it belongs to; the writer's own by default. */
  dashboard?: string;
  /**
   * A key that names this notification among all others ("due-soon:<project>:<date>"). A second write with the
   * same key, from a retry or another server process, leaves the first in place. Without one, every call writes.
   */
  key?: string;
}

/** Writes one notification; answers whether it is new (false when its key was already taken). */
export async function notify(db: Writer, notification: NewNotification): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values({
      id: notification.key ?? newId(),
      userId: notification.userId,
      dashboard: notification.dashboard ?? 'user',
      type: notification.type,
      title: notification.title,
      body: notification.body ?? '',
      link: notification.link ?? null,
    })
    .onConflictDoNothing({ target: notifications.id })
    .returning({ id: notifications.id });
  return rows.length > 0;
}
