import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { isSitePath, type Notification } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

type Row = typeof notifications.$inferSelect;

function present(row: Row): Notification {
  return {
    id: row.id,
    type: row.type as Notification['type'],
    dashboard: row.dashboard,
    title: row.title,
    body: row.body,
    link: row.link && isSitePath(row.link) ? row.link : null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const scope = (userId: string, dashboard?: string) =>
  dashboard
    ? and(eq(notifications.userId, userId), eq(notifications.dashboard, dashboard))
    : eq(notifications.userId, userId);

export async function unreadCount(db: Database, userId: string, dashboard?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(scope(userId, dashboard), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: Database,
  userId: string,
  skip: number,
  take: number,
  dashboard?: string,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(scope(userId, dashboard))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(notifications).where(scope(userId, dashboard)),
  ]);
  return { data: rows.map(present), totalCount: total?.n ?? 0 };
}

/** Marks the given notifications, or all unread ones of the user (on one dashboard when named), as read. */
export async function markRead(
  db: Database,
  userId: string,
  options: { ids?: string[]; dashboard?: string },
) {
  const filters = [scope(userId, options.dashboard), isNull(notifications.readAt)];
  if (options.ids) filters.push(inArray(notifications.id, options.ids.length > 0 ? options.ids : ['']));
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(...filters))
    .returning({ id: notifications.id });
  return updated.length;
}
