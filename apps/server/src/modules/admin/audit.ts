import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntry } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { auditLog, plans, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  targetType: 'user' | 'plan';
  targetId: string;
  details?: Record<string, unknown>;
}

/** Records an admin action; called inside the transaction that makes the change, so both happen or neither. */
export async function writeAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({ id: newId(), details: {}, ...record });
}

const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');

/** A page of the audit log, newest first, with who acted and what they acted on as it is named now. */
export async function listAudit(db: Database, { skip, take }: { skip: number; take: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorName: actor.name,
        actorEmail: actor.email,
        userLabel: sql<string | null>`coalesce(nullif(${targetUser.name}, ''), ${targetUser.email})`,
        planLabel: plans.name,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(targetUser, sql`${auditLog.targetType} = 'user' and ${targetUser.id} = ${auditLog.targetId}`)
      .leftJoin(plans, sql`${auditLog.targetType} = 'plan' and ${plans.id} = ${auditLog.targetId}`)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(auditLog),
  ]);
  const data: AuditEntry[] = rows.map(({ entry, actorName, actorEmail, userLabel, planLabel }) => ({
    id: entry.id,
    action: entry.action,
    actor: { id: entry.actorId, name: actorName ?? '', email: actorEmail ?? '' },
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: userLabel ?? planLabel ?? '',
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { data, totalCount: total?.n ?? 0 };
}
