// Every table of the parish site (docs/product.md "Records" plus users, sessions, push, audit and settings).
// Columns are snake_case; presenters in each feature turn rows into the spec's wire names.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const trgm = (column: { name: string }) => sql`${sql.identifier(column.name)} gin_trgm_ops`;
/**
 * A family's choice of who sees one field (docs/product.md "Directory privacy"): 'everyone',
 * 'parishioners' or 'office'; null: no choice made, the parish's default applies.
 */
const audience = (name: string) => text(name, { enum: ['everyone', 'parishioners', 'office'] });
const audienceCheck = (name: string, column: { name: string }) => {
  const c = sql.identifier(column.name);
  return check(name, sql`${c} is null or ${c} in ('everyone', 'parishioners', 'office')`);
};

export const wards = pgTable('wards', {
  number: smallint('number').primaryKey(),
  name: text('name').notNull(),
  nameEng: text('name_eng').notNull().default(''),
});

export const houses = pgTable(
  'houses',
  {
    id: id(),
    house: text('house').notNull(),
    /** Phonetic romanised key of `house`, for English-letter search. */
    houseKey: text('house_key').notNull().default(''),
    ward: smallint('ward')
      .notNull()
      .references(() => wards.number),
    image: text('image'),
    preImage: text('pre_image'),
    /** Who may find the family at all, and who sees its photo (null: the default). */
    listedTo: audience('listed_to'),
    photoTo: audience('photo_to'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('houses_ward_idx').on(t.ward, t.house),
    audienceCheck('houses_listed_to_audience', t.listedTo),
    audienceCheck('houses_photo_to_audience', t.photoTo),
    index('houses_house_trgm').using('gin', trgm(t.house)).with({ fastupdate: false }),
    index('houses_house_key_trgm').using('gin', trgm(t.houseKey)).with({ fastupdate: false }),
  ],
);

export const members = pgTable(
  'members',
  {
    id: id(),
    houseId: uuid('house_id')
      .notNull()
      .references(() => houses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEng: text('name_eng').notNull().default(''),
    /** Phonetic romanised key of `name` and `nameEng`, for English-letter search. */
    nameKey: text('name_key').notNull().default(''),
    age: smallint('age').notNull(),
    work: text('work').notNull().default(''),
    phone: text('phone').notNull().default(''),
    hoh: boolean('hoh').notNull().default(false),
    gender: boolean('gender').notNull(),
    relation: text('relation').notNull().default(''),
    origin: text('origin').notNull().default(''),
    location: text('location').notNull().default(''),
    blood: text('blood').notNull().default(''),
    birthMonth: smallint('birth_month'),
    birthDay: smallint('birth_day'),
    email: text('email').notNull().default(''),
    /** The family's choices for this member's fields (null: the default; docs/product.md "Directory privacy"). */
    phoneTo: audience('phone_to'),
    birthdayTo: audience('birthday_to'),
    ageTo: audience('age_to'),
    bloodTo: audience('blood_to'),
    workTo: audience('work_to'),
    nameEngTo: audience('name_eng_to'),
    /** Under 18: the parent who consented to phone, birthday and blood group reaching visitors, and when. */
    parentConsentBy: text('parent_consent_by'),
    parentConsentAt: timestamp('parent_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('members_house_idx').on(t.houseId),
    ...(['phoneTo', 'birthdayTo', 'ageTo', 'bloodTo', 'workTo', 'nameEngTo'] as const).map((k) =>
      audienceCheck(`members_${t[k].name}_audience`, t[k]),
    ),
    // At most one head per house; "exactly one" is checked by the write routes in a transaction.
    uniqueIndex('members_one_head_idx')
      .on(t.houseId)
      .where(sql`${t.hoh}`),
    index('members_blood_age_idx').on(t.blood, t.age),
    index('members_birthday_idx').on(t.birthMonth, t.birthDay),
    index('members_name_trgm').using('gin', trgm(t.name)).with({ fastupdate: false }),
    index('members_name_eng_trgm').using('gin', trgm(t.nameEng)).with({ fastupdate: false }),
    index('members_name_key_trgm').using('gin', trgm(t.nameKey)).with({ fastupdate: false }),
    check('members_age_range', sql`${t.age} between 0 and 120`),
    check('members_birth_month_range', sql`${t.birthMonth} is null or ${t.birthMonth} between 1 and 12`),
  ],
);

export const boardMembers = pgTable(
  'board_members',
  {
    id: id(),
    name: text('name').notNull(),
    house: text('house').notNull().default(''),
    group: text('group_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    image: text('image'),
    preImage: text('pre_image'),
    title: smallint('title').notNull(),
    ward: smallint('ward').references(() => wards.number),
    grade: smallint('grade'),
    duration: text('duration').notNull().default(''),
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('board_title_ward_idx').on(t.title, t.ward), index('board_title_grade_idx').on(t.title, t.grade)],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    name: text('name').notNull(),
    house: text('house').notNull().default(''),
    group: text('group_name').notNull().default(''),
    birthMonth: smallint('birth_month'),
    birthDay: smallint('birth_day'),
    gender: boolean('gender').notNull(),
    grade: smallint('grade').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('students_grade_idx').on(t.grade, t.name), index('students_birthday_idx').on(t.birthMonth, t.birthDay)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    name: text('name').notNull(),
    house: text('house').notNull().default(''),
    institution: text('institution').notNull().default(''),
    location: text('location').notNull().default(''),
    phone: text('phone').notNull().default(''),
    altPhone: text('alt_phone').notNull().default(''),
    type: text('type'),
    nameInEng: text('name_in_eng').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_type_idx').on(t.type),
    index('contacts_name_trgm').using('gin', trgm(t.name)).with({ fastupdate: false }),
  ],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    news: text('news').notNull(),
    image: text('image'),
    preImage: text('pre_image'),
    createdAt: createdAt(),
  },
  (t) => [index('news_created_idx').on(t.createdAt)],
);

export const galleryEvents = pgTable(
  'gallery_events',
  {
    id: id(),
    event: text('event').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_events_created_idx').on(t.createdAt)],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => galleryEvents.id, { onDelete: 'cascade' }),
    image: text('image'),
    preImage: text('pre_image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('gallery_images_event_idx').on(t.eventId, t.position)],
);

export const history = pgTable('history', {
  id: smallint('id').primaryKey().default(1),
  /** Paragraphs separated by '##' (docs/product.md "History"). */
  history: text('history').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const departed = pgTable(
  'departed',
  {
    id: id(),
    name: text('name').notNull(),
    house: text('house').notNull().default(''),
    yod: smallint('yod'),
    image: text('image'),
    preImage: text('pre_image'),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('departed_created_idx').on(t.createdAt)],
);

export const faq = pgTable('faq', {
  id: id(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  audioUrl: text('audio_url'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const sandesham = pgTable('sandesham', {
  id: id(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  image: text('image'),
  preImage: text('pre_image'),
  fileType: text('file_type', { enum: ['video', 'audio'] }).notNull(),
  messageUrl: text('message_url').notNull(),
  createdAt: createdAt(),
});

export const bannerAds = pgTable('banner_ads', {
  id: id(),
  /** The sponsor's name, shown as the banner's text alternative. */
  title: text('title').notNull(),
  /** 'gif' when the stored picture is animated (an animated WebP made from a GIF or WebP). */
  type: text('type', { enum: ['image', 'gif'] }).notNull(),
  /** Where a tap on the banner goes (the sponsor's site or phone); none: the banner is not a link. */
  link: text('link'),
  /** The stored picture, /media/<hash>.webp. */
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  /** Switched off by the admin: kept, not shown. */
  active: boolean('active').notNull().default(true),
});

export const videoAds = pgTable(
  'video_ads',
  {
    id: id(),
    title: text('title').notNull(),
    type: text('type', { enum: ['video'] })
      .notNull()
      .default('video'),
    link: text('link'),
    /** The stored video, /media/<hash>.webm|.mp4. */
    video: text('video').notNull(),
    duration: smallint('duration').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('video_ads_duration_range', sql`${t.duration} between 10 and 30`)],
);

/** What sponsors are told: impressions and clicks per ad per day, nothing per person. */
export const adCounts = pgTable(
  'ad_counts',
  {
    kind: text('kind', { enum: ['banner', 'video'] }).notNull(),
    adId: uuid('ad_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.adId, t.day] })],
);

export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  /**
   * A family account's house (docs/product.md "Family accounts"): it reads the directory as a
   * parishioner and changes its own family only through requests. Null: a parishioner or an admin.
   */
  houseId: uuid('house_id').references(() => houses.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: id(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  /**
   * The admin who turned notifications on from this browser: told of new change requests too
   * (docs/product.md "Requests queue /admin/requests"). Null: a visitor's, news only.
   */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    // 'export' and 'import' (the directory file) record the office's actions on many records; a
    // TypeScript-only list (no SQL change).
    action: text('action', { enum: ['create', 'update', 'delete', 'export', 'import'] }).notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: createdAt(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/**
 * Every change of a family's privacy choices, never updated or deleted (docs/product.md "Directory
 * privacy"). house_id is not a foreign key: the record outlives the family it was about, and holds
 * nothing personal besides the choices.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    houseId: uuid('house_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account that recorded it, kept when the account goes. */
    username: text('username').notNull(),
    source: text('source', { enum: ['paper', 'online'] }).notNull(),
    noticeVersion: integer('notice_version').notNull(),
    choices: jsonb('choices').notNull(),
    at: createdAt(),
  },
  (t) => [index('consent_records_house_idx').on(t.houseId, t.at)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Work one process does for all (docs/decisions.md "Jobs run once"): the day's backup, the hour's
 * sweep, sending one news item's push. A process holds a job while its lease runs (renewed while
 * it works); a process that stops leaves the lease to run out, and another takes the job over from
 * its saved progress.
 */
export const jobs = pgTable(
  'jobs',
  {
    /** What and when: 'backup:2026-11-24', 'sweep:2026-11-24T14', 'push:<news id>'. */
    name: text('name').primaryKey(),
    payload: jsonb('payload'),
    progress: jsonb('progress'),
    /** The process holding it (host, pid, random), until lease_until. */
    owner: text('owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_open_idx')
      .on(t.createdAt)
      .where(sql`done_at is null`),
  ],
);

/**
 * The privacy notice (docs/product.md "Privacy notice"): every version ever published is kept, in
 * Malayalam and English, with who published it and when; the highest version is in force.
 */
export const privacyNotices = pgTable('privacy_notices', {
  version: integer('version').primaryKey(),
  /** The sections of NOTICE_SECTIONS, each a text: `{ purposes, audiences, choices, rights, contact }`. */
  ml: jsonb('ml').notNull(),
  en: jsonb('en').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: text('published_by').notNull(),
});

/**
 * Requests for access, correction or erasure, and grievances (docs/product.md "Privacy requests"),
 * sent by anyone from /privacy and answered by the office within PRIVACY_ANSWER_DAYS.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    kind: text('kind', { enum: ['access', 'correction', 'erasure', 'grievance'] }).notNull(),
    text: text('text').notNull(),
    house: text('house').notNull().default(''),
    ward: smallint('ward'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'answered', 'refused'] })
      .notNull()
      .default('open'),
    answer: text('answer').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
  },
  (t) => [index('privacy_requests_received_idx').on(t.receivedAt)],
);

/**
 * A single-use link that makes a family account (docs/product.md "Family invitations"): the token
 * is stored only as its SHA-256; used, revoked or past expires_at it opens nothing.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    houseId: uuid('house_id')
      .notNull()
      .references(() => houses.id, { onDelete: 'cascade' }),
    /** The member it was made for (its WhatsApp number), if one was chosen. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('invitations_house_idx').on(t.houseId, t.createdAt)],
);

/** A passkey (WebAuthn credential) of an account (docs/product.md "Passkeys"). */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge between its options and its answer, in the database so that any process
 * may take the answer (docs/architecture.md "Processes"); used once, short-lived.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    challenge: text('challenge').notNull(),
    /** Registration: the account (or the invitation) it is for; login: null. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A change a family proposes or a new family asks to join (docs/product.md "Change requests"):
 * what it read and what it proposes, kept as sent; nothing in the directory changes until the
 * office approves. house_id is null for a join request until its approval creates the family.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: id(),
    houseId: uuid('house_id').references(() => houses.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['member-update', 'member-add', 'member-remove', 'photo', 'privacy', 'join'],
    }).notNull(),
    /** Set null when the member goes: the request (a removal's above all) stays, its name kept in `read`. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The values the family read when it proposed (the conflict check compares them with now). */
    read: jsonb('read').notNull(),
    proposed: jsonb('proposed').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The account's username, or the join form's contact name. */
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    /** What was applied, when the office edited the proposal before approving it. */
    applied: jsonb('applied'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** The office's reason for a rejection, which the family reads. */
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('change_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    index('change_requests_house_idx').on(t.houseId, t.createdAt),
  ],
);
