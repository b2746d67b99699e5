// Invitations that make family accounts (docs/product.md "Family invitations"): made by the office
// from the ward page, and by the approval of a join request; shared here so neither feature imports
// the other.
import { randomBytes } from 'node:crypto';
import type { UserInfo } from '@parish/shared/auth';
import type { Db } from '../db/client.ts';
import { invitations } from '../db/schema.ts';
import { hashToken } from '../plugins/auth.ts';
import { writeAudit } from './audit.ts';

/** How long a link opens an account. */
export const INVITATION_DAYS = 14;

export interface NewInvitation {
  id: string;
  /** The link's token, shown once (only its hash is stored): the link is `/join/{token}`. */
  token: string;
  expiresAt: Date;
}

/** Makes an invitation for a family (and one of its members, if chosen), audited. `db` may be a transaction. */
export async function createInvitation(
  db: Db,
  by: Pick<UserInfo, '_id' | 'username'>,
  target: { houseId: string; memberId?: string | null },
): Promise<NewInvitation> {
  // 128 bits of randomness: the link is the only secret between the office and the family.
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const [row] = await db
    .insert(invitations)
    .values({
      houseId: target.houseId,
      memberId: target.memberId ?? null,
      tokenHash: hashToken(token),
      createdBy: by.username,
      expiresAt,
    })
    .returning({ id: invitations.id });
  await writeAudit(db, {
    user: by,
    action: 'create',
    entity: 'invitation',
    entityId: row.id,
    after: { houseId: target.houseId, memberId: target.memberId ?? null, expiresAt: expiresAt.toISOString() },
  });
  return { id: row.id, token, expiresAt };
}
