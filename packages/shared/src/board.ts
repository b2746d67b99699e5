// The parish board and its lists (docs/product.md "Board member record" and "Board API"): read shape and write bodies.
import { z } from 'zod';
import { BOARD_TITLE, BOARD_TITLES, GRADE_MAX, GRADE_MIN, WARD_COUNT, type BoardTitle } from './plain/constants.ts';
import { IdSchema, ImageFieldsSchema, nameText, OptionalPhoneSchema, trimmedText, updateFields } from './common.ts';

export const BoardTitleSchema = z.coerce
  .number()
  .int()
  .refine((n) => (BOARD_TITLES as number[]).includes(n), { message: 'Unknown board title' });

export const BoardMemberSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  house: z.string(),
  group: z.string(),
  phone: z.string(),
  image: z.string().nullable(),
  preImage: z.string().nullable(),
  title: z.number().int(),
  ward: z.number().int().nullable(),
  grade: z.number().int().nullable(),
  duration: z.string(),
  isCurrent: z.boolean(),
});
export type BoardMember = z.infer<typeof BoardMemberSchema>;

export const BoardMemberInputSchema = z.strictObject({
  name: nameText(120).min(1),
  house: nameText(120).default(''),
  group: trimmedText(120).default(''),
  phone: OptionalPhoneSchema.default(''),
  ...ImageFieldsSchema,
  title: BoardTitleSchema,
  ward: z.number().int().min(1).max(WARD_COUNT).nullable().default(null),
  grade: z.number().int().min(GRADE_MIN).max(GRADE_MAX).nullable().default(null),
  duration: z
    .string()
    .trim()
    .regex(/^(\d{4}\s*-\s*(\d{4})?)?$/, 'Duration is "start - end"')
    .default(''),
  isCurrent: z.boolean().default(true),
});
export type BoardMemberInput = z.infer<typeof BoardMemberInputSchema>;

/** PUT /api/board: left out, a field keeps its value. */
export const BoardMemberUpdateSchema = z.strictObject({ _id: IdSchema, ...updateFields(BoardMemberInputSchema.shape) });
export type BoardMemberUpdate = z.infer<typeof BoardMemberUpdateSchema>;

// ---- the fields each title has ---------------------------------------------------------------
/**
 * What a title needs beyond name, house, group, phone and photo: a ward committee member (4) a
 * ward, a class teacher (6) a grade, a former vicar (9) the years of service; a convent member (10)
 * is current or former (and may carry the years). The form shows these, the server checks them.
 */
export interface TitleFields {
  ward: boolean;
  grade: boolean;
  duration: 'required' | 'optional' | false;
  isCurrent: boolean;
}

export function titleFields(title: number): TitleFields {
  return {
    ward: title === BOARD_TITLE.wardCommittee,
    grade: title === BOARD_TITLE.classTeacher,
    duration:
      title === BOARD_TITLE.formerVicar
        ? 'required'
        : title === BOARD_TITLE.vicar || title === BOARD_TITLE.convent
          ? 'optional'
          : false,
    isCurrent: title === BOARD_TITLE.convent,
  };
}

/** The reason a term such as '2030 - 2025' is refused, whatever the title (the form says it in Malayalam). */
export const DURATION_REVERSED = 'The end year is before the start year';

/** A term 'start - end' whose end year comes before its start year ('2030 - 2025'); an open end ('2022 - ') is fine. */
export function isReversedDuration(duration: string): boolean {
  const match = /^\s*(\d{4})\s*[-\u2013]\s*(\d{4})\s*$/.exec(duration);
  return match !== null && Number(match[2]) < Number(match[1]);
}

/** The per-title rules both sides apply: field key → English reason (the form shows its own words). */
export function titleFieldIssues(row: {
  title: number;
  ward: number | null;
  grade: number | null;
  duration: string;
}): Record<string, string> {
  const needs = titleFields(row.title);
  const issues: Record<string, string> = {};
  if (needs.ward && row.ward === null) issues.ward = 'A ward committee member (title 4) needs a ward';
  if (needs.grade && row.grade === null) issues.grade = 'A class teacher (title 6) needs a grade';
  if (needs.duration === 'required' && row.duration.trim() === '')
    issues.duration = 'A former vicar (title 9) needs the years: "start - end"';
  if (isReversedDuration(row.duration)) issues.duration = DURATION_REVERSED;
  return issues;
}

/** A field a title does not have is not kept: a member moved from the ward committee loses the ward. */
export function withoutOtherTitlesFields<T extends { ward?: number | null; grade?: number | null }>(
  title: number,
  row: T,
): T {
  const needs = titleFields(title);
  return { ...row, ...(needs.ward ? {} : { ward: null }), ...(needs.grade ? {} : { grade: null }) };
}

// The screens' order rules are zod-free in board-order.ts, for the read-only board screens.
export { BOARD_PAGE_TITLES, byStartYearNewestFirst, durationStartYear } from './plain/board-order.ts';

/** GET /api/board/teachers-photo: the catechism teachers' photo for everyone, no names or phones. */
export const TeachersPhotoSchema = z.object({ image: z.string(), preImage: z.string().nullable() }).nullable();
export type TeachersPhoto = z.infer<typeof TeachersPhotoSchema>;
