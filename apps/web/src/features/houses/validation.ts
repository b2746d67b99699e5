// Turns zod issues (client-side validation with the shared schemas) and the server's 400 `fields`
// into one Malayalam message per form field. Field keys are dotted paths: 'house', 'members.0.age'.
import type { Messages } from '../../i18n/ml.ts';

export type FieldErrors = Record<string, string>;
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
