// Small, explicit data for API tests (the demo generator is for people, not assertions).
import type { MemberInput } from '@parish/shared/members';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, boardMembers, houses, members } from '../db/schema.ts';

export function member(overrides: Partial<MemberInput> = {}): MemberInput {
  return {
    name: 'ജോസഫ്', nameEng: 'Joseph', age: 40, work: 'കർഷകൻ', phone: '9447012345', HOH: false, gender: true,
    relation: 'മകൻ', origin: 'പാലാ,കുന്നേൽ', location: 'ഇടവകയിൽ', blood: 'O+', birthMonth: 3, birthDay: 19,
    email: 'joseph@example.com', ...overrides,
  };
}

export async function insertHouse(db: Db, house: { house: string; ward: number; members: MemberInput[]; image?: string }) {
  const [row] = await db.insert(houses).values({ house: house.house, ward: house.ward, image: house.image ?? null }).returning();
  if (house.members.length) {
    await db.insert(members).values(house.members.map((m) => ({
      houseId: row.id, name: m.name, nameEng: m.nameEng, age: m.age, work: m.work, phone: m.phone, hoh: m.HOH,
      gender: m.gender, relation: m.relation, origin: m.origin, location: m.location, blood: m.blood,
      birthMonth: m.birthMonth, birthDay: m.birthDay, email: m.email,
    })));
  }
  return row;
}

export async function insertBoardMember(db: Db, values: { name: string; title: number; ward?: number; grade?: number; phone?: string; house?: string }) {
  const [row] = await db.insert(boardMembers).values({ house: '', phone: '', ...values }).returning();
  return row;
}

/**
 * Moves the audit row that created a record `hours` into the past, as if it had been created then:
 * its author's window to correct it (OWN_WRITE_HOURS) is read from that row.
 */
export async function ageCreation(db: Db, entity: string, entityId: string, hours = 25): Promise<void> {
  await db.update(auditLog).set({ at: new Date(Date.now() - hours * 3_600_000) })
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), eq(auditLog.action, 'create')));
}
