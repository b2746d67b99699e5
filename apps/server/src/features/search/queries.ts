// Family search (docs/decisions.md "Search: ZWJ/ZWNJ inside Malayalam, and how names match"):
// pg_trgm over the stored names in both chillu encodings and over the
// phonetic keys (houses.house_key, members.name_key), closest first. Every condition below is one
// the trigram GIN indexes answer (`<%`, `%`, LIKE/ILIKE), so the search stays fast at 100k members.
import { sql, type SQL } from 'drizzle-orm';
import type { BloodGroup } from '@parish/shared/plain/constants';
import { BLOOD_RESULT_LIMIT, SEARCH_MAX_WORDS, SEARCH_RESULT_LIMIT } from '@parish/shared/search';
import type { GenderFilter } from '@parish/shared/search-text';
import type { Db } from '../../db/client.ts';
import type { HouseRow } from '../../domain/house-presenters.ts';
import { membersJsonOf } from '../../domain/members.ts';
import { contains, matchConditions, searchForms } from '../../domain/search-match.ts';

/** The best score a member's name can reach; an exact house name scores 1. */
const MEMBER_EXACT_SCORE = 0.95;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const membersJson = membersJsonOf(sql`h.id`);

interface HouseJsonRow {
  _id: string;
  house: string;
  ward: number;
  image: string | null;
  preImage: string | null;
  listedTo?: HouseRow['listedTo'];
  photoTo?: HouseRow['photoTo'];
  members: unknown;
}

function toHouseRow(r: HouseJsonRow): HouseRow {
  const members = typeof r.members === 'string' ? JSON.parse(r.members) : r.members;
  return {
    _id: r._id,
    house: r.house,
    ward: Number(r.ward),
    image: r.image,
    preImage: r.preImage,
    listedTo: r.listedTo ?? null,
    photoTo: r.photoTo ?? null,
    members,
  } as HouseRow;
}

export interface HouseSearchResult {
  houses: HouseRow[];
  memberIds: string[];
  /** Every family that matched, beyond this page. */
  total: number;
}

/** Words of a typed text: unique, at most SEARCH_MAX_WORDS of them, the longest kept. */
export function searchWords(term: string): string[] {
  const words = [...new Set(term.split(' ').filter(Boolean))];
  return words.length <= SEARCH_MAX_WORDS
    ? words
    : [...words].sort((a, b) => b.length - a.length).slice(0, SEARCH_MAX_WORDS);
}

/** A word the trigram indexes can look up: its key or its Malayalam text has 3 letters or more. */
function isIndexable(word: string): boolean {
  const f = searchForms(word);
  return f.key.length >= 3 || (/[\u0D00-\u0D7F]/.test(f.text) && Array.from(f.text).length >= 3);
}

/** The family must hold a short word (no trigram) in its house name or a member's name. */
function holdsShortWord(word: string) {
  const text = contains(searchForms(word).text);
  const legacy = contains(searchForms(word).legacy);
  return sql`(exists (select 1 from houses h
      where h.id = per_word.house_id and (h.house ilike ${text} or h.house like ${legacy}))
    or exists (select 1 from members m
      where m.house_id = per_word.house_id
        and (m.name ilike ${text} or m.name like ${legacy} or m.name_eng ilike ${text})))`;
}

/**
 * The search query itself (also EXPLAINed by bench/search.ts). The text is searched word
 * by word: each word finds its houses and members through the trigram indexes as one word always
 * did, and a family is a hit only when every word matched its house name or one of its members
 * ("george arackal": a member George of the house Arackal). Words too short for a trigram only
 * filter the families the other words found. Its score is the mean of the words' best scores.
 */
export function houseSearchSql(term: string, limit = SEARCH_RESULT_LIMIT, offset = 0, listed?: SQL) {
  const all = searchWords(term);
  const indexable = all.filter(isIndexable);
  // No word long enough alone: the whole text as one word, as before words were searched one by
  // one.
  const words = indexable.length > 0 ? indexable : [all.join('')];
  const short = indexable.length > 0 ? all.filter((w) => !isIndexable(w)) : [];
  const n = words.length;
  const perWord = words.map((word, i) => {
    const { key, keyPattern, house, member, houseExact, memberExact } = matchConditions(word);
    const hh = sql.identifier(`hh${i}`);
    // A house name shared by many families fills the page with exact house matches, which no
    // member can outrank: then the members are not searched at all (a one-time filter). Only for
    // one word: with more, an exact house match of one word does not make a hit.
    const skipMembers =
      n === 1
        ? sql`(select count(*) from ${hh} where score >= ${sql.raw(String(MEMBER_EXACT_SCORE))}) < ${offset + limit}`
        : sql`true`;
    return sql`
    ${hh} as (
      select ${i}::int as w, h.id as house_id, greatest(
        case when ${houseExact} then 1.0 else 0 end,
        (similarity(${key}, h.house_key) + word_similarity(${key}, h.house_key)) / 2
      ) as score
      from houses h
      where ${house}
    ),
    ${sql.identifier(`mh${i}`)} as (
      select ${i}::int as w, m.id as member_id, m.house_id, greatest(
        case when ${memberExact} then ${sql.raw(String(MEMBER_EXACT_SCORE))} else 0 end,
        case when m.name_key like ${keyPattern} then 0.9 else word_similarity(${key}, m.name_key) * 0.9 end
      ) as score
      from members m
      where ${skipMembers} and (${member})
    )`;
  });
  const union = (prefix: string, columns: string) =>
    sql.join(
      words.map((_, i) => sql`select ${sql.raw(columns)} from ${sql.identifier(`${prefix}${i}`)}`),
      sql` union all `,
    );
  // A family the reader may not find is no hit, in the page and in the total (docs/product.md
  // "Directory privacy"); `listed` names the house as lh.
  const listedFilter = listed
    ? sql` where exists (select 1 from houses lh where lh.id = per_word.house_id and ${listed})`
    : sql``;
  const shortFilter = short.length ? sql` and ${sql.join(short.map(holdsShortWord), sql` and `)}` : sql``;

  return sql`
    with ${sql.join(perWord, sql`,`)},
    house_hits as (${union('hh', 'w, house_id, score')}),
    member_hits as (${union('mh', 'w, member_id, house_id, score')}),
    per_word as (
      select w, house_id, max(score) as score from (
        select w, house_id, score from house_hits
        union all
        select w, house_id, score from member_hits
      ) hits
      group by w, house_id
    ),
    ranked as (
      select house_id, sum(score) / ${sql.raw(String(n))} as score, count(*) over () as total
      from per_word${listedFilter}
      group by house_id
      having count(*) = ${sql.raw(String(n))}${shortFilter}
      order by sum(score) desc, house_id
      limit ${limit} offset ${offset}
    ),
    -- A member counts as a match of its own only when its name matched a word better than its
    -- house name did (English names often carry the house name: "Joseph Kunnel").
    own_hits as (
      select mh.house_id, json_agg(distinct mh.member_id) as ids
      from member_hits mh
      join ranked r on r.house_id = mh.house_id
      left join house_hits hh on hh.house_id = mh.house_id and hh.w = mh.w
      where mh.score > coalesce(hh.score, 0)
      group by mh.house_id
    )
    select h.id as "_id", h.house, h.ward, h.image, h.pre_image as "preImage",
      h.listed_to as "listedTo", h.photo_to as "photoTo",
      ${membersJson} as members, r.score, r.total, coalesce(o.ids, '[]'::json) as "memberIds"
    from ranked r
    join houses h on h.id = r.house_id
    left join own_hits o on o.house_id = r.house_id
    order by r.score desc, h.house, h.id
  `;
}

/**
 * Families whose house name or members' names match every word of the term, closest first, a
 * page at a time. A member that matched is listed in memberIds, so the member modal can highlight
 * it; total counts every matching family (the page says "first 30 of N").
 */
export async function searchHouses(
  db: Db,
  term: string,
  limit = SEARCH_RESULT_LIMIT,
  offset = 0,
  listed?: SQL,
): Promise<HouseSearchResult> {
  const rows = await db.transaction(async (tx) => {
    // A common house name matches ~2% of all houses; the planner then prefers a sequential scan,
    // not knowing that word_similarity on every row costs far more than the trigram index.
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<HouseJsonRow & { memberIds: unknown; total: string | number }>(
      await tx.execute(houseSearchSql(term, limit, offset, listed)),
    );
  });
  const memberIds = rows.flatMap(
    (r) => (typeof r.memberIds === 'string' ? JSON.parse(r.memberIds) : r.memberIds) as string[],
  );
  return { houses: rows.map(toHouseRow), memberIds, total: rows.length ? Number(rows[0].total) : 0 };
}

export interface BloodHit {
  _id: string;
  name: string;
  house: string;
  age: number;
  phone: string;
  family: HouseRow;
}

/** Members of a blood group within an age bracket (and gender), with their families. */
export async function searchBlood(
  db: Db,
  q: { blood: BloodGroup; start: number; end: number; gender: GenderFilter },
  limit = BLOOD_RESULT_LIMIT,
): Promise<{ hits: BloodHit[]; total: number }> {
  const gender = q.gender === 'all' ? sql`true` : sql`m.gender = ${q.gender === 'male'}`;
  const result = await db.execute(sql`
    with hits as (
      select m.id, m.name, m.age, m.phone, m.house_id, count(*) over () as total
      from members m
      where m.blood = ${q.blood} and m.age between ${q.start} and ${q.end} and ${gender}
      order by m.age, m.name, m.id
      limit ${limit}
    )
    select hits.id as "_id", hits.name, hits.age, hits.phone, hits.total,
      h.id as "houseId", h.house, h.ward, h.image, h.pre_image as "preImage", h.listed_to as "listedTo",
      h.photo_to as "photoTo", ${membersJson} as members
    from hits join houses h on h.id = hits.house_id
    order by hits.age, hits.name, hits.id
  `);
  const rows = rowsOf<
    { _id: string; name: string; age: number; phone: string; total: string | number; houseId: string } & HouseJsonRow
  >(result);
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    hits: rows.map((r) => ({
      _id: r._id,
      name: r.name,
      house: r.house,
      age: Number(r.age),
      phone: r.phone,
      family: toHouseRow({ ...r, _id: r.houseId }),
    })),
  };
}
