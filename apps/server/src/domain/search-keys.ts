// The phonetic keys stored beside names (houses.house_key, members.name_key), computed in one place,
// and recomputed at start whenever the romanisation rules have changed since they were stored.
import { createHash } from 'node:crypto';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { searchKey } from '@parish/shared/plain/malayalam';
import type { Db } from '../db/client.ts';
import { houses, members, settings } from '../db/schema.ts';

export const houseSearchKey = (house: string) => searchKey(house);
/** A member is found by the Malayalam name and the English one. */
export const memberSearchKey = (name: string, nameEng: string) => searchKey(`${name} ${nameEng}`);

/**
 * The fingerprint's own sample (not the demo's word lists, which may change for other
 * reasons): house and given names in Malayalam and English, with chillus in both encodings,
 * conjuncts, doubled consonants, ഴ/ള/ല, ണ/ന, റ/ര and the vowel signs.
 */
const FINGERPRINT_SAMPLE = [
  'പുത്തൻപുരയ്ക്കൽ',
  'Puthenpurackal',
  'കുന്നേൽ',
  'Kunnel',
  'കിഴക്കേൽ',
  'Kizhakkel',
  'മണ്ണൂർ',
  'Mannur',
  'കൊച്ചുപറമ്പിൽ',
  'Kochuparambil',
  'ഇലഞ്ഞിക്കൽ',
  'Elanjickal',
  'ഞാറക്കാട്ട്',
  'Njarakkattu',
  'ചെമ്പകശ്ശേരി',
  'Chempakassery',
  'നെടുംപുറം',
  'Nedumpuram',
  'മറ്റത്തിൽ',
  'Mattathil',
  'മഠത്തിൽ',
  'Madathil',
  'വെള്ളാപ്പള്ളിൽ',
  'Vellappallil',
  'ജോസഫ്',
  'Joseph',
  'ജോർജ്',
  'George',
  'സെബാസ്റ്റ്യൻ',
  'Sebastian',
  'ഔസേപ്പ്',
  'Ouseph',
  'ഏലിയാമ്മ',
  'Eliyamma',
  'ത്രേസ്യാമ്മ',
  'Thresiamma',
  'എയ്ഞ്ചൽ',
  'Angel',
  'ക്രിസ്റ്റീന',
  'Christina',
  'ഐറിൻ',
  'Irene',
  'ഉലഹന്നാൻ',
  'Ulahannan',
  'ഡാനിയേൽ',
  'Daniel',
  'ഫിലിപ്പ്',
  'Philip',
  'അൽഫോൻസ',
  'Alphonsa',
  // The same chillus in the older encoding (consonant + virama + ZWJ), as older phones type them.
  'ജോ\u0d23\u0d4d\u200d',
  'കുന്നേ\u0d32\u0d4d\u200d',
  'മണ്ണൂ\u0d30\u0d4d\u200d',
  'അല\u0d28\u0d4d\u200d',
];

/**
 * What the current rules make of a fixed sample of real names: when a change to searchKey alters
 * any of them, the stored keys are out of date. No version number to remember to bump.
 */
export function searchKeyFingerprint(): string {
  return createHash('sha256').update(FINGERPRINT_SAMPLE.map(searchKey).join('\n')).digest('base64url').slice(0, 16);
}

const FINGERPRINT_KEY = 'searchKeyFingerprint';
const BATCH = 2000;

/** Rewrites one table's keys in id order, a batch at a time (each batch one UPDATE … FROM VALUES). */
async function rekey(db: Db, table: typeof houses | typeof members, keyOf: (row: Record<string, string>) => string) {
  const isHouse = table === houses;
  let after = '00000000-0000-0000-0000-000000000000';
  let count = 0;
  for (;;) {
    const rows = isHouse
      ? await db
          .select({ id: houses.id, house: houses.house })
          .from(houses)
          .where(gt(houses.id, after))
          .orderBy(asc(houses.id))
          .limit(BATCH)
      : await db
          .select({ id: members.id, name: members.name, nameEng: members.nameEng })
          .from(members)
          .where(gt(members.id, after))
          .orderBy(asc(members.id))
          .limit(BATCH);
    if (rows.length === 0) return count;
    const values = sql.join(
      rows.map((r) => sql`(${r.id}::uuid, ${keyOf(r as Record<string, string>)})`),
      sql`, `,
    );
    const name = sql.identifier(isHouse ? 'houses' : 'members');
    const column = sql.identifier(isHouse ? 'house_key' : 'name_key');
    await db.execute(
      sql`update ${name} set ${column} = v.k from (values ${values}) as v(id, k) where ${name}.id = v.id`,
    );
    count += rows.length;
    after = rows[rows.length - 1].id;
  }
}

/** Recomputes every stored key when the rules changed; returns whether it did. */
export async function refreshSearchKeys(db: Db, log: (line: string) => void = () => {}): Promise<boolean> {
  const fingerprint = searchKeyFingerprint();
  const [stored] = await db.select().from(settings).where(eq(settings.key, FINGERPRINT_KEY));
  if ((stored?.value as { v?: string } | undefined)?.v === fingerprint) return false;
  const started = Date.now();
  const nHouses = await rekey(db, houses, (r) => houseSearchKey(r.house));
  const nMembers = await rekey(db, members, (r) => memberSearchKey(r.name, r.nameEng));
  const value = { v: fingerprint };
  await db
    .insert(settings)
    .values({ key: FINGERPRINT_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  if (nHouses + nMembers > 0)
    log(`search keys recomputed for ${nHouses} houses and ${nMembers} members in ${Date.now() - started} ms`);
  return true;
}
