// Members as the ward page, search and the office read and write them: the JSON a house's members
// leave in, and the row values a member is stored with (docs/architecture.md "Domains").
import { sql, type SQL } from 'drizzle-orm';
import type { MemberInput } from '@parish/shared/members';
import { memberSearchKey } from './search-keys.ts';
import type { members } from '../db/schema.ts';

/** A member's privacy choices (alias `m`) as the presenter reads them (domain/house-presenters.ts MemberChoices). */
export const memberChoicesJsonOf = (m: SQL) => sql`json_build_object(
    'phone', ${m}.phone_to, 'birthday', ${m}.birthday_to, 'age', ${m}.age_to, 'blood', ${m}.blood_to,
    'work', ${m}.work_to, 'nameEng', ${m}.name_eng_to, 'parentConsent', ${m}.parent_consent_at is not null)`;

/**
 * Members of a house as JSON in wire names, head first, then oldest first (docs/product.md "Members table"). `houseId`
 * is the house id column of the surrounding query (the ward page's "houses"."id", search's h.id).
 */
export function membersJsonOf(houseId: SQL) {
  return sql`coalesce((
  select json_agg(json_build_object(
    '_id', m.id, 'name', m.name, 'nameEng', m.name_eng, 'age', m.age, 'work', m.work,
    'phone', m.phone, 'HOH', m.hoh, 'gender', m.gender, 'relation', m.relation,
    'origin', m.origin, 'location', m.location, 'blood', m.blood,
    'birthMonth', m.birth_month, 'birthDay', m.birth_day, 'email', m.email,
    'choices', ${memberChoicesJsonOf(sql`m`)}
  ) order by m.hoh desc, m.age desc, m.name)
  from members m where m.house_id = ${houseId}
), '[]'::json)`;
}

/** Row values of a member; nameKey is the phonetic key English-letter search matches. */
export function memberValues(m: MemberInput) {
  return {
    nameKey: memberSearchKey(m.name, m.nameEng),
    name: m.name,
    nameEng: m.nameEng,
    age: m.age,
    work: m.work,
    phone: m.phone,
    hoh: m.HOH,
    gender: m.gender,
    relation: m.relation,
    origin: m.origin,
    location: m.location,
    blood: m.blood,
    birthMonth: m.birthMonth,
    birthDay: m.birthDay,
    email: m.email,
  };
}

/** A member row's fields in wire names: memberValues the other way round, without the search key. */
export function memberFieldsOf(m: typeof members.$inferSelect) {
  return {
    name: m.name,
    nameEng: m.nameEng,
    age: m.age,
    work: m.work,
    phone: m.phone,
    HOH: m.hoh,
    gender: m.gender,
    relation: m.relation,
    origin: m.origin,
    location: m.location,
    blood: m.blood,
    birthMonth: m.birthMonth,
    birthDay: m.birthDay,
    email: m.email,
  };
}
