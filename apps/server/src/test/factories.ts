// Small, explicit data for API tests (the demo generator is for people, not assertions): one
// factory per entity, inserting a row and returning it. A test names only the values it asserts
// on; the rest is a plain value for a required column, or the column's default. They are reached
// as `make.<entity>`, so a test's own variables keep the short names (docs/architecture.md, "The
// test app and the factories").
import type { MemberInput } from '@parish/shared/members';
import { searchKey } from '@parish/shared/plain/malayalam';
import { and, eq } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  bannerAds,
  boardMembers,
  changeRequests,
  contacts,
  departed as departedTable,
  faq as faqTable,
  galleryEvents,
  galleryImages,
  houses,
  jobs,
  members,
  news as newsTable,
  pushSubscriptions,
  sandesham as sandeshamTable,
  settings,
  students,
  users,
  videoAds,
} from '../db/schema.ts';
import { testPasswordHash } from './test-app.ts';

/** A member as the API takes it (a request's payload, or a house()'s members). */
export function member(overrides: Partial<MemberInput> = {}): MemberInput {
  return {
    name: 'ജോസഫ്',
    nameEng: 'Joseph',
    age: 40,
    work: 'കർഷകൻ',
    phone: '9447012345',
    HOH: false,
    gender: true,
    relation: 'മകൻ',
    origin: 'പാലാ,കുന്നേൽ',
    location: 'ഇടവകയിൽ',
    blood: 'O+',
    birthMonth: 3,
    birthDay: 19,
    email: 'joseph@example.com',
    ...overrides,
  };
}

type Insert<T extends PgTable> = T['$inferInsert'];
type Row<T extends PgTable> = T['$inferSelect'];

export interface Factory<T extends PgTable> {
  /** One row: the defaults with `overrides` over them. */
  (db: Db, overrides?: Partial<Insert<T>>): Promise<Row<T>>;
  /** Several rows in one insert, in the order given. */
  many(db: Db, list: Partial<Insert<T>>[]): Promise<Row<T>[]>;
}

function factory<T extends PgTable>(table: T, defaults: () => Partial<Insert<T>>): Factory<T> {
  const many = async (db: Db, list: Partial<Insert<T>>[]): Promise<Row<T>[]> => {
    if (!list.length) return [];
    const values = list.map((o) => ({ ...defaults(), ...o })) as PgInsertValue<T>[];
    return (await db.insert(table).values(values).returning()) as Row<T>[];
  };
  const one = async (db: Db, overrides: Partial<Insert<T>> = {}): Promise<Row<T>> => (await many(db, [overrides]))[0];
  return Object.assign(one, { many });
}

const news = factory(newsTable, () => ({ title: 'വാർത്ത', news: 'ഇടവക വാർത്ത' }));
const contact = factory(contacts, () => ({ name: 'ഓഫീസ്' }));
const departed = factory(departedTable, () => ({ name: 'ജോസഫ്' }));
const faq = factory(faqTable, () => ({ question: 'എന്ത്?', answer: 'ഇത്' }));
const sandesham = factory(sandeshamTable, () => ({
  name: 'അച്ചൻ',
  title: 'സന്ദേശം',
  fileType: 'audio' as const,
  messageUrl: '/media/none.mp3',
}));
const student = factory(students, () => ({ name: 'ആൻ', gender: false, grade: 3 }));
const boardMember = factory(boardMembers, () => ({ name: 'മാത്യു', title: 5 }));
const event = factory(galleryEvents, () => ({ event: 'പെരുന്നാൾ' }));
const eventImage = factory(galleryImages, () => ({}) as Partial<Insert<typeof galleryImages>>);
const bannerAd = factory(bannerAds, () => ({ title: 'പരസ്യം', type: 'image' as const, image: '/media/none.webp' }));
const videoAd = factory(videoAds, () => ({ title: 'പരസ്യം', video: '/media/none.webm', duration: 10 }));
const pushSubscription = factory(pushSubscriptions, () => ({
  endpoint: 'https://push.example.org/push/x',
  p256dh: 'AAAA',
  auth: 'AAAAAAAAAAAAAAAAAAAAAA',
}));
/**
 * A change request as a family's account stores it (docs/product.md "Change requests"): pending,
 * `read` the values it saw and `proposed` its shape per kind; give houseId, kind, memberId, read and proposed.
 */
const changeRequest = factory(changeRequests, () => ({
  kind: 'member-add' as const,
  read: {},
  proposed: {},
  createdByName: 'family',
}));
const job = factory(jobs, () => ({}) as Partial<Insert<typeof jobs>>);
const setting = factory(settings, () => ({}) as Partial<Insert<typeof settings>>);

let users_ = 0;
/** A user who can log in with TEST_PASSWORD (one scrypt hash per worker, not one per user). */
async function user(db: Db, overrides: Partial<Insert<typeof users>> = {}): Promise<Row<typeof users>> {
  const username = `user-${++users_}-${Date.now().toString(36)}`;
  const passwordHash = await testPasswordHash();
  const [row] = await db
    .insert(users)
    .values({ username, passwordHash, ...overrides })
    .returning();
  return row;
}

export interface HouseOverrides extends Partial<Insert<typeof houses>> {
  members?: MemberInput[];
  /** Fill the phonetic search keys, as the write routes do (left empty otherwise). */
  keyed?: boolean;
}

/** A house with its members (none unless given), returned with the member rows in the order given. */
async function house(db: Db, { members: people = [], keyed = false, ...overrides }: HouseOverrides = {}) {
  const values = { house: 'കുന്നേൽ', ward: 1, image: null, ...overrides };
  const keys = keyed ? { houseKey: searchKey(values.house) } : {};
  const [row] = await db
    .insert(houses)
    .values({ ...keys, ...values })
    .returning();
  const rows = people.length
    ? await db
        .insert(members)
        .values(
          people.map((m) => ({
            houseId: row.id,
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
            ...(keyed ? { nameKey: searchKey(`${m.name} ${m.nameEng}`) } : {}),
          })),
        )
        .returning()
    : [];
  return Object.assign(row, { members: rows });
}

/** The factories, one per entity: `await make.house(db, { ward: 3, members: [member({ HOH: true })] })`. */
export const make = {
  bannerAd,
  boardMember,
  changeRequest,
  contact,
  departed,
  event,
  eventImage,
  faq,
  house,
  job,
  news,
  pushSubscription,
  sandesham,
  setting,
  student,
  user,
  videoAd,
};

/**
 * Moves the audit row that created a record `hours` into the past, as if it had been created then:
 * its author's window to correct it (OWN_WRITE_HOURS) is read from that row.
 */
export async function ageCreation(db: Db, entity: string, entityId: string, hours = 25): Promise<void> {
  await db
    .update(auditLog)
    .set({ at: new Date(Date.now() - hours * 3_600_000) })
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), eq(auditLog.action, 'create')));
}
