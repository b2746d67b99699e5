// The audit log: every mutation records who did what to which record, with the record before and
// after. Written inside the mutation's own transaction, so a change and its row go
// together or not at all.
import type { UserInfo } from '@parish/shared/auth';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** A change, or an office action on many records (an export, an import of the directory). */
export type AuditAction = 'create' | 'update' | 'delete' | 'export' | 'import';

export interface AuditEntry {
  /** The logged-in user making the change (the routes that write are all guarded). */
  user: Pick<UserInfo, '_id' | 'username'>;
  action: AuditAction;
  /** What kind of record: 'house', 'member', 'board_member', 'media', … */
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** `db` may be a transaction; pass the one the change runs in. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.user._id,
    username: entry.user.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
