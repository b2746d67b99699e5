// A grade in a path (docs/product.md "Grade page"): zod-free, for the read-only grade screen.
import { GRADE_MAX, GRADE_MIN } from './constants.ts';

/** A grade from a URL segment (`/catehism/{id}`): only the plain numbers 0–12, else null (→ /not-found). */
export function parseGradeParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,2}$/.test(raw)) return null;
  const grade = Number(raw);
  return grade >= GRADE_MIN && grade <= GRADE_MAX ? grade : null;
}
