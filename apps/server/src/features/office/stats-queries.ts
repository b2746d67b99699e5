// The numbers of the stats screen (docs/decisions.md "The office's tools"),
// each one aggregate query over the tables.
import { sql } from 'drizzle-orm';
import {
  AGE_BAND_COUNT,
  AGE_BAND_YEARS,
  STATS_BIRTHDAY_ITEMS,
  STATS_BLOOD_GROUPS,
  type Stats,
} from '@parish/shared/office';
import type { Db } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

/** Tables whose rows the stats screen counts, by the name it shows them under. */
export const COUNTED_TABLES = {
  houses: 'houses',
  members: 'members',
  boardMembers: 'board_members',
  students: 'students',
  contacts: 'contacts',
  news: 'news',
  galleryEvents: 'gallery_events',
  galleryImages: 'gallery_images',
  departed: 'departed',
  faq: 'faq',
  sandesham: 'sandesham',
  users: 'users',
} as const;

export async function wardStats(db: Db): Promise<Stats['wards']> {
  // Members per ward aggregated first (one pass over members), then joined to the few houses per ward.
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
    with m as (
      select h.ward,
        count(*) as members,
        count(*) filter (where m.phone = '') as no_phone,
        count(*) filter (where m.blood = '') as no_blood,
        count(*) filter (where m.birth_month is null) as no_birthday
      from members m join houses h on h.id = m.house_id
      group by h.ward
    ), f as (
      select ward, count(*) as families, count(*) filter (where image is null) as no_photo from houses group by ward
    )
    select w.number as ward, w.name, coalesce(f.families, 0) as families, coalesce(f.no_photo, 0) as no_photo,
      coalesce(m.members, 0) as members, coalesce(m.no_phone, 0) as no_phone, coalesce(m.no_blood, 0) as no_blood,
      coalesce(m.no_birthday, 0) as no_birthday
    from wards w left join f on f.ward = w.number left join m on m.ward = w.number
    order by w.number`),
  );
  return rows.map((r) => ({
    ward: num(r.ward),
    name: String(r.name),
    families: num(r.families),
    members: num(r.members),
    noPhone: num(r.no_phone),
    noBlood: num(r.no_blood),
    noBirthday: num(r.no_birthday),
    noPhoto: num(r.no_photo),
  }));
}

export async function ageAndBlood(db: Db): Promise<Pick<Stats, 'ages' | 'blood'>> {
  const lastBand = AGE_BAND_COUNT - 1;
  // Constants written into the SQL (not parameters), so the select and the grouping are one expression.
  const band = sql.raw(`least(age / ${AGE_BAND_YEARS}, ${lastBand})`);
  const rows = rowsOf<{ band: unknown; gender: boolean | null; blood: string | null; n: unknown }>(
    await db.execute(sql`
    select ${band} as band, gender, blood, count(*) as n
    from members group by grouping sets ((${band}, gender), (blood))`),
  );
  const ages = Array.from({ length: AGE_BAND_COUNT }, (_, band) => ({ band, male: 0, female: 0 }));
  const blood = new Map<string, number>(STATS_BLOOD_GROUPS.map((g) => [g, 0]));
  for (const r of rows) {
    if (r.blood !== null) blood.set(r.blood, (blood.get(r.blood) ?? 0) + num(r.n));
    else if (r.band !== null && r.gender !== null) ages[num(r.band)][r.gender ? 'male' : 'female'] += num(r.n);
  }
  return { ages, blood: [...blood].map(([group, count]) => ({ group, count })) };
}

export async function birthdaysOfMonth(db: Db, month: number): Promise<Stats['birthdays']> {
  const [total] = rowsOf<{ n: unknown }>(
    await db.execute(sql`select count(*) as n from members where birth_month = ${month}`),
  );
  const items = rowsOf<{ name: string; house: string; ward: unknown; day: unknown }>(
    await db.execute(sql`
    select m.name, h.house, h.ward, m.birth_day as day from members m join houses h on h.id = m.house_id
    where m.birth_month = ${month} order by m.birth_day, m.name limit ${STATS_BIRTHDAY_ITEMS}`),
  );
  return {
    month,
    total: num(total?.n),
    items: items.map((i) => ({ name: i.name, house: i.house, ward: num(i.ward), day: num(i.day) })),
  };
}

export async function recordCounts(db: Db): Promise<Stats['counts']> {
  const parts = Object.entries(COUNTED_TABLES).map(
    ([key, table]) => sql`(select count(*) from ${sql.identifier(table)}) as ${sql.identifier(key)}`,
  );
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${sql.join(parts, sql`, `)}`));
  return Object.fromEntries(Object.keys(COUNTED_TABLES).map((k) => [k, num(row?.[k])]));
}

export async function parishStats(db: Db, month: number): Promise<Stats> {
  // One after another: PGlite has one connection, and on PostgreSQL they are each a few ms.
  const wards = await wardStats(db);
  const { ages, blood } = await ageAndBlood(db);
  const birthdays = await birthdaysOfMonth(db, month);
  const counts = await recordCounts(db);
  return { wards, ages, blood, birthdays, counts };
}
