// The parish office's tools (docs/decisions.md "The office's tools"):
// the stats screen, the audit log, the directory's
// export/import file format. Shared so the server that writes a file and the one that reads it,
// and the screen that shows the numbers, cannot drift apart.
import { z } from 'zod';
import { BLOOD_GROUPS, WARD_COUNT } from './plain/constants.ts';
import { textSchema } from './common.ts';

// ---- stats (GET /api/stats) ------------------------------------------------------------------
/** Age bands of the pyramid: 0–9, 10–19, … 80+. */
export const AGE_BAND_YEARS = 10;
export const AGE_BAND_COUNT = 9;
export function ageBandLabel(band: number): string {
  const from = band * AGE_BAND_YEARS;
  return band === AGE_BAND_COUNT - 1 ? `${from}+` : `${from}–${from + AGE_BAND_YEARS - 1}`;
}

export const WardStatsSchema = z.object({
  ward: z.number().int(),
  name: z.string(),
  families: z.number().int(),
  members: z.number().int(),
  /** Data completeness: members without a phone, a blood group, a birthday; families without a photo. */
  noPhone: z.number().int(),
  noBlood: z.number().int(),
  noBirthday: z.number().int(),
  noPhoto: z.number().int(),
});
export type WardStats = z.infer<typeof WardStatsSchema>;

export const StatsSchema = z.object({
  wards: z.array(WardStatsSchema),
  /** Index = age band; male and female counts. */
  ages: z.array(z.object({ band: z.number().int(), male: z.number().int(), female: z.number().int() })),
  /** Every blood group of docs/product.md "Validation" in order, then '' (not known). */
  blood: z.array(z.object({ group: z.string(), count: z.number().int() })),
  birthdays: z.object({
    month: z.number().int().min(1).max(12),
    total: z.number().int(),
    /** The first of them by day (the screen shows a short list). */
    items: z.array(z.object({ name: z.string(), house: z.string(), ward: z.number().int(), day: z.number().int() })),
  }),
  /** Counts of every kind of record. */
  counts: z.record(z.string(), z.number().int()),
});
export type Stats = z.infer<typeof StatsSchema>;
export const STATS_BIRTHDAY_ITEMS = 50;
export const STATS_BLOOD_GROUPS = [...BLOOD_GROUPS, ''] as const;

// ---- audit log (GET /api/audit) --------------------------------------------------------------
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'export', 'import'] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** A real calendar day YYYY-MM-DD (not 2026-02-30, not 9999-99-99). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (day) => {
      const at = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
    },
    { message: 'Not a date: YYYY-MM-DD' },
  );
export const AuditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  user: textSchema().trim().max(60).optional(),
  entity: textSchema().trim().max(40).optional(),
  /** Dates inclusive, YYYY-MM-DD in UTC. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryRow = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int(),
  pageSize: z.number().int(),
  /** What the filters offer: every user who changed something, every kind of record. */
  users: z.array(z.string()),
  entities: z.array(z.string()),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

// ---- the directory file (export and import) --------------------------------------------------
/** One row per member; a family is the rows with the same ward and house name. */
export const DIRECTORY_COLUMNS = [
  { key: 'ward', ml: 'വാർഡ്', en: 'Ward' },
  { key: 'house', ml: 'വീട്ടുപേര്', en: 'House' },
  { key: 'name', ml: 'പേര്', en: 'Name' },
  { key: 'nameEng', ml: 'ഇംഗ്ലീഷിൽ പേര്', en: 'Name in English' },
  { key: 'HOH', ml: 'കുടുംബനാഥൻ', en: 'Head of household' },
  { key: 'relation', ml: 'ബന്ധം', en: 'Relation' },
  { key: 'age', ml: 'പ്രായം', en: 'Age' },
  { key: 'gender', ml: 'ലിംഗം', en: 'Gender' },
  { key: 'work', ml: 'ജോലി', en: 'Work' },
  { key: 'phone', ml: 'ഫോൺ', en: 'Phone' },
  { key: 'blood', ml: 'രക്തഗ്രൂപ്പ്', en: 'Blood group' },
  { key: 'birthMonth', ml: 'ജനന മാസം', en: 'Birth month' },
  { key: 'birthDay', ml: 'ജനന ദിവസം', en: 'Birth day' },
  { key: 'origin', ml: 'തറവാട്', en: 'Origin' },
  { key: 'location', ml: 'താമസം', en: 'Residence' },
  { key: 'email', ml: 'ഇ-മെയിൽ', en: 'E-mail' },
  /**
   * The family's id: several families of one ward often share a house name (ആലപ്പാട്ട്), so an
   * export names each family; an import matches by it, and without it by ward and house name.
   */
  { key: 'family', ml: 'കുടുംബ ഐഡി', en: 'Family ID' },
] as const;

/**
 * Columns named by their keys ("ward, house"), as the exported file heads them in the given
 * language ("വാർഡ്, വീട്ടുപേര്"): a bad header is told its missing columns in the words it will see.
 */
export function directoryHeaders(keys: string, lang: 'ml' | 'en'): string {
  return keys
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => DIRECTORY_COLUMNS.find((c) => c.key === k)?.[lang] ?? k)
    .join(', ');
}
export type DirectoryKey = (typeof DIRECTORY_COLUMNS)[number]['key'];
export type DirectoryRow = Record<DirectoryKey, string>;

export const FILE_YES = { ml: 'അതെ', en: 'Yes' } as const;
export const FILE_NO = { ml: 'അല്ല', en: 'No' } as const;
export const FILE_MALE = { ml: 'പുരുഷൻ', en: 'Male' } as const;
export const FILE_FEMALE = { ml: 'സ്ത്രീ', en: 'Female' } as const;

export const ExportQuerySchema = z.strictObject({
  /** A ward number, or 'all'. */
  ward: z.union([z.literal('all'), z.coerce.number().int().min(1).max(WARD_COUNT)]).default('all'),
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: z.enum(['ml', 'en']).default('ml'),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** What import found wrong; the screen says it in Malayalam. */
export const IMPORT_PROBLEMS = [
  'bad_header',
  'empty_file',
  'missing_ward',
  'bad_ward',
  'missing_house',
  'missing_name',
  'bad_age',
  'bad_gender',
  'bad_hoh',
  'bad_phone',
  'bad_blood',
  'bad_birthday',
  'bad_email',
  'too_long',
  'two_heads',
  'no_head',
  'too_many_members',
  'bad_value',
  'bad_family_id',
  'family_mismatch',
  'ambiguous_house',
  'emoji_in_name',
] as const;
export type ImportProblem = (typeof IMPORT_PROBLEMS)[number];

export const ImportIssueSchema = z.object({
  /** The file's line numbers (the header is line 1). */
  rows: z.array(z.number().int()),
  field: z.string().nullable(),
  problem: z.enum(IMPORT_PROBLEMS),
  /** What the cell held (shortened). */
  value: z.string().optional(),
});
export type ImportIssue = z.infer<typeof ImportIssueSchema>;

export const ImportReportSchema = z.object({
  rows: z.number().int(),
  families: z.number().int(),
  newFamilies: z.number().int(),
  updatedFamilies: z.number().int(),
  members: z.number().int(),
  issues: z.array(ImportIssueSchema),
  /** True when the rows were written (never when any issue was found). */
  written: z.boolean(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;
