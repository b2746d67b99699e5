import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { houses } from '../../db/schema.ts';
import type { HouseRow } from './presenters.ts';

/** Members of a house as JSON in wire names, head first, then oldest first (spec §2). */
const membersJson = sql`coalesce((
  select json_agg(json_build_object(
    '_id', m.id, 'name', m.name, 'nameEng', m.name_eng, 'age', m.age, 'work', m.work,
    'phone', m.phone, 'HOH', m.hoh, 'gender', m.gender, 'relation', m.relation,
    'origin', m.origin, 'location', m.location, 'blood', m.blood,
    'birthMonth', m.birth_month, 'birthDay', m.birth_day, 'email', m.email
  ) order by m.hoh desc, m.age desc, m.name)
  from members m where m.house_id = "houses"."id"
), '[]'::json)`;

export async function countWardHouses(db: Db, ward: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(houses).where(eq(houses.ward, ward));
  return row?.n ?? 0;
}

/** One page of a ward's families with their members, in one query. */
export async function wardHousesPage(db: Db, ward: number, limit: number, offset: number): Promise<HouseRow[]> {
  const rows = await db
    .select({
      _id: houses.id,
      house: houses.house,
      ward: houses.ward,
      image: houses.image,
      preImage: houses.preImage,
      members: membersJson.mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v)),
    })
    .from(houses)
    .where(eq(houses.ward, ward))
    .orderBy(houses.house, houses.id)
    .limit(limit)
    .offset(offset);
  return rows as HouseRow[];
}
