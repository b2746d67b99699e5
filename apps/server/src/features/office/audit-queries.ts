// Reading the audit log (docs/decisions.md "The office's tools"):
// newest first, a page at a time, filtered by who, what and when.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntryRow, type AuditQuery } from '@parish/shared/office';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

function filters(q: AuditQuery): SQL[] {
  const where: SQL[] = [];
  if (q.user) where.push(eq(auditLog.username, q.user));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.from) where.push(gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)));
  // `to` is inclusive: everything before the next day.
  if (q.to) where.push(lt(auditLog.at, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS)));
  return where;
}

export async function auditPage(db: Db, q: AuditQuery): Promise<{ items: AuditEntryRow[]; total: number }> {
  const where = and(...filters(q));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((q.page - 1) * AUDIT_PAGE_SIZE);
  const [{ n }] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    total: n,
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      username: r.username,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
    })),
  };
}

/** The choices of the filters: everyone who wrote, every kind of record written. */
export async function auditFacets(db: Db): Promise<{ users: string[]; entities: string[] }> {
  const users = await db.selectDistinct({ v: auditLog.username }).from(auditLog).orderBy(auditLog.username);
  const entities = await db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
  return { users: users.map((u) => u.v), entities: entities.map((e) => e.v) };
}
