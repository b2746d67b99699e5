// Turns zod issues (client-side validation with the shared schemas) and the server's 400 `fields`
// into one Malayalam message per form field. Field keys are dotted paths: 'house', 'members.0.age'.
import { isValidBirthday } from '@parish/shared/birthday';
import type { Messages } from '../../i18n/ml.ts';

export type FieldErrors = Record<string, string>;

/**
 * Issue 8: the errors left once these fields were edited: a red message goes as soon as its field
 * changes (the form checks it again on save), instead of staying on a fixed value.
 */
export function withoutFieldErrors(errors: FieldErrors, keys: readonly string[]): FieldErrors {
  if (!keys.some((k) => k in errors)) return errors;
  const next = { ...errors };
  for (const k of keys) delete next[k];
  return next;
}
type ValidationMessages = Messages['validation'];

/** The part of a zod issue we read (structural, so the web app needs no zod types). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
}

/** A field's own message, by the last segment of its path; `code` refines strings' too-long case. */
export function fieldMessage(path: string, code: string | undefined, v: ValidationMessages): string {
  const field = path.split('.').at(-1) ?? '';
  const isIndex = /^\d+$/.test(field);
  if (field === 'members') {
    if (code === 'too_small') return v.noMembers;
    if (code === 'too_big') return v.tooManyMembers;
    return v.oneHead;
  }
  if (code === 'too_big' && field !== 'age' && field !== 'ward' && field !== 'birthDay' && field !== 'birthMonth') return v.tooLong;
  switch (field) {
    case 'name': return v.name;
    case 'house': return v.house;
    case 'ward': return v.ward;
    case 'age': return v.age;
    case 'phone': return v.phone;
    case 'email': return v.email;
    case 'gender': return v.gender;
    case 'blood': return v.blood;
    case 'birthMonth':
    case 'birthDay': return v.birthday;
    case 'HOH': return v.oneHead;
    case '_id': return v.family;
    default: return isIndex || code === 'too_small' ? v.required : v.invalid;
  }
}

function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** One message per field, the first issue of a field winning. */
export function issuesToFieldErrors(issues: readonly IssueLike[], v: ValidationMessages, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = prefix + pathKey(issue.path);
    errors[key] ??= fieldMessage(key, issue.code, v);
  }
  return errors;
}

/**
 * The server's `fields` ('body.members.0.age' → English message) onto our keys, each with the
 * Malayalam message of its field. `prefix` places a single member's fields ('members.2.').
 */
export function serverFieldErrors(fields: Record<string, string> | undefined, v: ValidationMessages, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const raw of Object.keys(fields ?? {})) {
    const key = prefix + raw.replace(/^(body|params|querystring)\.?/, '');
    if (key === prefix) continue;
    errors[key] ??= fieldMessage(key, undefined, v);
  }
  return errors;
}

/** The first field (in `order`) that has an error, to move focus to. */
export function firstErrorKey(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((k) => errors[k]) ?? Object.keys(errors)[0];
}

interface RuleInput {
  HOH?: unknown;
  birthMonth?: unknown;
  birthDay?: unknown;
}

function birthdayBroken(m: RuleInput): boolean {
  const month = m.birthMonth ?? null;
  const day = m.birthDay ?? null;
  if (month === null && day === null) return false;
  return typeof month !== 'number' || typeof day !== 'number' || !isValidBirthday(month, day);
}

/** The birthday rule of one member (its fields unprefixed). */
export function birthdayErrors(m: RuleInput, v: ValidationMessages): FieldErrors {
  return birthdayBroken(m) ? { birthDay: v.birthday } : {};
}

/**
 * The schema's cross-field rules (birthday fits its month, exactly one head) run only once every
 * field parses; checked here too, with the same shared rule, so all messages show at once.
 */
export function crossFieldErrors(members: readonly RuleInput[], v: ValidationMessages, prefix = 'members.'): FieldErrors {
  const errors: FieldErrors = {};
  members.forEach((m, i) => {
    if (birthdayBroken(m)) errors[`${prefix}${i}.birthDay`] = v.birthday;
  });
  if (members.length > 0 && members.filter((m) => m.HOH === true).length !== 1) errors.members = v.oneHead;
  return errors;
}
