// What a request changes, and what changed under it (docs/product.md "Requests queue
// /admin/requests"): the conflicts are the fields whose value now differs from the one the family
// read; approving applies the proposal (or the office's edits of it) through the same rules the
// office's own screens use (domain/family-rules.ts, domain/privacy-choices.ts), in the caller's
// transaction, each change audited as those screens audit it.
import type { z } from 'zod';
import { HouseCreateSchema } from '@parish/shared/houses';
import { MEMBER_PRIVACY_FIELDS, HousePrivacyUpdateSchema } from '@parish/shared/privacy';
import { proposalSchemaOf, type ChangeRequestKind } from '@parish/shared/requests';
import { calendarDateIn } from '@parish/shared/plain/week';
import type { UserInfo } from '@parish/shared/auth';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import type { Audit } from '../../plugins/write.ts';
import { addMember, changeMember, markDeparted, removeMember } from '../../domain/family-rules.ts';
import {
  findHouse,
  findMember,
  findMembers,
  HOUSE_ENTITY,
  insertHouseWithMembers,
  lockHouse,
  MEMBER_ENTITY,
  updateHouseFields,
} from '../../domain/house-queries.ts';
import { checkChildRule, checkMembers, inForce, readChoices, recordChoices } from '../../domain/privacy-choices.ts';
import { getSettings } from '../../domain/settings.ts';
import { createInvitation } from '../../domain/invitations.ts';
import { checkStoredFiles } from '../../media/stored-files.ts';
import type { FileStore } from '../../media/storage.ts';
import type { RequestRow } from './queries.ts';

type Proposal = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The member a request is about: its column, else the proposal's. */
const memberIdOf = (row: RequestRow) => row.memberId ?? ((row.proposed as Proposal).memberId as string | undefined);

/** The fields of `read` whose value differs now (docs/product.md "Requests queue /admin/requests"). */
export async function conflictsOf(db: Db, row: RequestRow, known?: Map<string, Member>): Promise<string[]> {
  return (await conflictsWithValues(db, row, known)).fields;
}

/**
 * The conflicting fields and, for a member's or a photo's, their values now: the queue shows
 * those as "now", not the values the family read (docs/product.md "Requests queue /admin/requests").
 */
export async function conflictsWithValues(
  db: Db,
  row: RequestRow,
  known?: Map<string, Member>,
): Promise<{ fields: string[]; current: Proposal }> {
  const read = (row.read ?? {}) as Proposal;
  const valuesOf = (now: Proposal, fields: string[]) => ({
    fields,
    current: Object.fromEntries(fields.map((k) => [k, now[k] ?? null])),
  });
  switch (row.kind) {
    case 'member-update':
    case 'member-remove': {
      const id = memberIdOf(row);
      const member = !id ? undefined : known ? known.get(id) : await findMember(db, id);
      if (!member || member.houseId !== row.houseId) return { fields: ['member'], current: {} };
      const now = member as unknown as Proposal;
      return valuesOf(
        now,
        Object.keys(read).filter((k) => k !== '_id' && k !== 'choices' && !same(now[k], read[k])),
      );
    }
    case 'photo': {
      const house = row.houseId ? await findHouse(db, row.houseId) : undefined;
      if (!house) return { fields: ['house'], current: {} };
      const now = house as unknown as Proposal;
      return valuesOf(
        now,
        (['image', 'preImage'] as const).filter((k) => k in read && !same(house[k], read[k])),
      );
    }
    default:
      return { fields: await otherConflicts(db, row), current: {} };
  }
}

async function otherConflicts(db: Db, row: RequestRow): Promise<string[]> {
  const read = (row.read ?? {}) as Proposal;
  switch (row.kind) {
    case 'privacy': {
      const choices = row.houseId ? await readChoices(db, row.houseId) : undefined;
      if (!choices) return ['house'];
      const now = inForce(choices, (await getSettings(db)).directoryDefault);
      const out: string[] = (['listed', 'photo'] as const).filter((k) => k in read && !same(now[k], read[k]));
      const readMembers = Array.isArray(read.members) ? (read.members as Proposal[]) : [];
      for (const m of readMembers) {
        const current = now.members.find((c) => c._id === m._id) as unknown as Proposal | undefined;
        if (!current) {
          out.push(`members.${String(m._id)}`);
          continue;
        }
        for (const f of [...MEMBER_PRIVACY_FIELDS, 'parentConsent'] as const) {
          if (!(f in m)) continue;
          // A consent is compared by whether one is recorded (its time is the server's to write).
          const differs = f === 'parentConsent' ? !!current[f] !== !!m[f] : !same(current[f], m[f]);
          if (differs) out.push(`members.${String(m._id)}.${f}`);
        }
      }
      return out;
    }
    default:
      return [];
  }
}

type Member = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** The conflicts of a page of requests (with the values now), its members read in one query. */
export async function conflictsOfPage(db: Db, rows: RequestRow[]): Promise<{ fields: string[]; current: Proposal }[]> {
  const ids = rows.filter((r) => r.kind === 'member-update' || r.kind === 'member-remove').map(memberIdOf);
  const known = new Map(
    (
      await findMembers(
        db,
        ids.filter((id): id is string => !!id),
      )
    ).map((m) => [m._id, m]),
  );
  const out: { fields: string[]; current: Proposal }[] = [];
  for (const row of rows) out.push(await conflictsWithValues(db, row, known));
  return out;
}

/** The proposal the office approves: its edits, checked with the kind's own schema, else the family's. */
export function proposalToApply(kind: ChangeRequestKind, stored: Proposal, edits?: Proposal): Proposal {
  const { kind: _kind, ...proposal } = edits ?? stored;
  const parsed = proposalSchemaOf(kind).safeParse(proposal);
  if (parsed.success) return parsed.data as Proposal;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = ['body', 'edits', ...issue.path.map(String)].join('.');
    fields[key] ??= issue.message;
  }
  throw badRequest(edits ? 'The edits are not valid for this request' : 'The request is no longer valid', fields);
}

export interface Applied {
  /** The house the change landed in (a join request's new house). */
  houseId: string;
  /** Photo files the change stopped showing (released after the commit if nothing else shows them). */
  released: (string | null)[];
  /** A join request with `invite`: the new family's link, shown once. */
  invitation: { link: string; expiresAt: string } | null;
}

/**
 * Applies a request's proposal (checked by proposalToApply) in the caller's transaction, through
 * the office's own rules, each change audited as the office's screens audit it.
 */
export async function applyRequest(
  tx: Db,
  ctx: { user: Pick<UserInfo, '_id' | 'username'>; audit: Audit; store: FileStore },
  row: RequestRow,
  proposal: Proposal,
  options: { ward?: number; invite: boolean },
): Promise<Applied> {
  const { user, audit } = ctx;
  const none = { released: [], invitation: null };
  const houseId = row.houseId;
  if (row.kind !== 'join' && !houseId) throw notFound('House');
  switch (row.kind) {
    case 'member-update': {
      const memberId = memberIdOf(row);
      if (!memberId) throw notFound('Member');
      const before = await findMember(tx, memberId);
      if (!before || before.houseId !== houseId) throw notFound('Member');
      const changes = proposal.changes as Parameters<typeof changeMember>[2];
      const { old, row: updated } = await changeMember(tx, memberId, changes, true);
      await audit({
        action: 'update',
        entity: MEMBER_ENTITY,
        entityId: memberId,
        before: old,
        after: { houseId: old.houseId, ...updated },
      });
      return { houseId: houseId!, ...none };
    }
    case 'member-add': {
      const created = await addMember(tx, houseId!, proposal.member as Parameters<typeof addMember>[2]);
      await audit({ action: 'create', entity: MEMBER_ENTITY, entityId: created._id, after: { houseId, ...created } });
      return { houseId: houseId!, ...none };
    }
    case 'member-remove': {
      const memberId = memberIdOf(row);
      const before = memberId ? await findMember(tx, memberId) : undefined;
      if (!memberId || !before || before.houseId !== houseId) throw notFound('Member');
      if (proposal.reason === 'departed') {
        // The office's "Mark as departed" (docs/product.md "Admin ward page"), in this year.
        const YOD = calendarDateIn(new Date()).year;
        const { old, row: departed } = await markDeparted(tx, memberId, { YOD, image: null, preImage: null });
        await audit({
          action: 'create',
          entity: 'departed',
          entityId: departed._id,
          before: { member: old },
          after: { departed, newHeadId: null },
        });
      } else {
        const old = await removeMember(tx, memberId);
        await audit({ action: 'delete', entity: MEMBER_ENTITY, entityId: memberId, before: old });
      }
      return { houseId: houseId!, ...none };
    }
    case 'photo': {
      if (!(await lockHouse(tx, houseId!))) throw notFound('House');
      const old = await findHouse(tx, houseId!);
      const photo = proposal.photo as { image: string; preImage: string };
      const fields = await checkStoredFiles({ image: photo.image, preImage: photo.preImage }, ctx.store, old);
      await updateHouseFields(tx, houseId!, fields);
      const updated = await findHouse(tx, houseId!);
      await audit({ action: 'update', entity: HOUSE_ENTITY, entityId: houseId!, before: old, after: updated });
      return {
        houseId: houseId!,
        released: old?.image !== updated?.image ? [old?.image ?? null] : [],
        invitation: null,
      };
    }
    case 'privacy': {
      // The family asked for these itself, online: the consent record says so.
      const update: z.output<typeof HousePrivacyUpdateSchema> = HousePrivacyUpdateSchema.parse({
        ...(proposal.choices as Proposal),
        source: 'online',
      });
      const row = await readChoices(tx, houseId!, true);
      if (!row) throw notFound('House');
      checkMembers(row, update);
      checkChildRule(row, update);
      const { directoryDefault } = await getSettings(tx);
      await recordChoices(tx, audit, user, row, update, directoryDefault);
      return { houseId: houseId!, ...none };
    }
    case 'join': {
      const ward = options.ward ?? (proposal.ward as number);
      const house = HouseCreateSchema.safeParse({
        house: proposal.house,
        ward,
        image: null,
        preImage: null,
        members: proposal.members,
      });
      if (!house.success) throw badRequest('The family cannot be created as it is: edit it first');
      const id = await insertHouseWithMembers(tx, house.data);
      await audit({ action: 'create', entity: HOUSE_ENTITY, entityId: id, after: await findHouse(tx, id) });
      let invitation: Applied['invitation'] = null;
      if (options.invite) {
        const made = await createInvitation(tx, user, { houseId: id });
        invitation = { link: `/join/${made.token}`, expiresAt: made.expiresAt.toISOString() };
      }
      return { houseId: id, released: [], invitation };
    }
  }
}
