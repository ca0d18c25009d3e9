import { count, desc, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { presentUser } from '../users/users.presenter.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface UserSearch {
  skip: number;
  take: number;
  /** Part of a name or an address, matched without regard to case. */
  search?: string | undefined;
}

/** A page of user documents, newest first, with the number that match in all. */
export async function listUsers(db: Database, { skip, take, search }: UserSearch) {
  const where = search
    ? or(ilike(users.email, `%${escapeLike(search)}%`), ilike(users.name, `%${escapeLike(search)}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { data: rows.map(presentUser), totalCount: total?.n ?? 0 };
}
