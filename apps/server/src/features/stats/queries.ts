// The numbers of the stats screen (issue 17), each one aggregate query over the tables.
import { sql } from 'drizzle-orm';
import {
  AGE_BAND_COUNT, AGE_BAND_YEARS, STATS_BIRTHDAY_ITEMS, STATS_BLOOD_GROUPS, type Stats,
} from '@parish/shared/office';
import type { Db } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

/** Tables whose rows the stats screen counts, by the name it shows them under. */
export const COUNTED_TABLES = {
  houses: 'houses', members: 'members', boardMembers: 'board_members', students: 'students', contacts: 'contacts',
  news: 'news', galleryEvents: 'gallery_events', galleryImages: 'gallery_images', departed: 'departed', faq: 'faq',
  sandesham: 'sandesham', users: 'users',
} as const;

/**
 * Every number drawn from the members, in one pass over them (issue 17: the screen answers within
 * 50 ms on a 100,000-member parish): per ward the members and their gaps, per age band and gender,
 * per blood group, and this month's birthdays. Grouping sets give each its rows; `grouping()` tells
 * which set a row belongs to.
 */
async function memberFigures(db: Db, month: number) {
  const lastBand = AGE_BAND_COUNT - 1;
  // Constants written into the SQL (not parameters), so the select and the grouping are one expression.
  const band = sql.raw(`least(m.age / ${AGE_BAND_YEARS}, ${lastBand})`);
  return rowsOf<Record<string, unknown>>(await db.execute(sql`
    select grouping(h.ward) as not_ward, grouping(m.blood) as not_blood,
      h.ward, ${band} as band, m.gender, m.blood,
      count(*) as n,
      count(*) filter (where m.phone = '') as no_phone,
      count(*) filter (where m.blood = '') as no_blood,
      count(*) filter (where m.birth_month is null) as no_birthday,
      count(*) filter (where m.birth_month = ${month}) as born_this_month
    from members m join houses h on h.id = m.house_id
    group by grouping sets ((h.ward), (${band}, m.gender), (m.blood))`));
}

async function familyFigures(db: Db) {
  return rowsOf<Record<string, unknown>>(await db.execute(sql`
    select w.number as ward, w.name, count(h.id) as families, count(h.id) filter (where h.image is null) as no_photo
    from wards w left join houses h on h.ward = w.number
    group by w.number, w.name order by w.number`));
}

async function birthdayItems(db: Db, month: number): Promise<Stats['birthdays']['items']> {
  const items = rowsOf<{ name: string; house: string; ward: unknown; day: unknown }>(await db.execute(sql`
    select m.name, h.house, h.ward, m.birth_day as day from members m join houses h on h.id = m.house_id
    where m.birth_month = ${month} order by m.birth_day, m.name limit ${STATS_BIRTHDAY_ITEMS}`));
  return items.map((i) => ({ name: i.name, house: i.house, ward: num(i.ward), day: num(i.day) }));
}

/** Rows of the tables that are not members or houses (those come from the figures above). */
async function otherCounts(db: Db): Promise<Record<string, number>> {
  const others = Object.entries(COUNTED_TABLES).filter(([key]) => key !== 'houses' && key !== 'members');
  const parts = others.map(([key, table]) => sql`(select count(*) from ${sql.identifier(table)}) as ${sql.identifier(key)}`);
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${sql.join(parts, sql`, `)}`));
  return Object.fromEntries(others.map(([key]) => [key, num(row?.[key])]));
}

export async function parishStats(db: Db, month: number): Promise<Stats> {
  // One after another: PGlite has one connection, and on PostgreSQL they are each a few ms.
  const figures = await memberFigures(db, month);
  const families = await familyFigures(db);
  const items = await birthdayItems(db, month);
  const counts = await otherCounts(db);

  const byWard = new Map<number, Record<string, unknown>>();
  const ages = Array.from({ length: AGE_BAND_COUNT }, (_, b) => ({ band: b, male: 0, female: 0 }));
  const blood = new Map<string, number>(STATS_BLOOD_GROUPS.map((g) => [g, 0]));
  let members = 0;
  let bornThisMonth = 0;
  for (const r of figures) {
    if (num(r.not_ward) === 0) {
      byWard.set(num(r.ward), r);
      members += num(r.n);
      bornThisMonth += num(r.born_this_month);
    } else if (num(r.not_blood) === 0) {
      const group = String(r.blood);
      blood.set(group, (blood.get(group) ?? 0) + num(r.n));
    } else {
      ages[num(r.band)][r.gender ? 'male' : 'female'] += num(r.n);
    }
  }
  const wards = families.map((f) => {
    const m = byWard.get(num(f.ward));
    return {
      ward: num(f.ward), name: String(f.name), families: num(f.families), members: num(m?.n),
      noPhone: num(m?.no_phone), noBlood: num(m?.no_blood), noBirthday: num(m?.no_birthday), noPhoto: num(f.no_photo),
    };
  });
  const houses = wards.reduce((sum, w) => sum + w.families, 0);
  return {
    wards, ages,
    blood: [...blood].map(([group, count]) => ({ group, count })),
    birthdays: { month, total: bornThisMonth, items },
    counts: Object.fromEntries(Object.keys(COUNTED_TABLES).map((k) => [k, k === 'houses' ? houses : k === 'members' ? members : counts[k]])),
  };
}
