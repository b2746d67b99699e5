// The house forms' fields for the form kit: labels and Malayalam messages per field, and the rules
// the shared schema checks only once every field parses (so all messages show at once).
import { isBirthdayPair } from '@parish/shared/members';
import type { FieldCatalog, FieldErrors } from '../../lib/use-schema-form.ts';
import type { HousesTexts } from './messages.ts';
import { memberFieldCatalog } from '../../lib/member-draft.ts';

/** Every member field (docs/product.md "Member record"), as /new-house, /add-house and the member editor label them. */
export function memberCatalog(t: HousesTexts): FieldCatalog {
  const f = t.houseForms;
  const v = t.validation;
  const base = memberFieldCatalog(f, v);
  return {
    ...base,
    HOH: { label: f.head, invalid: v.oneHead },
    phone: { ...base.phone, hint: f.phoneHint },
    birthMonth: { ...base.birthMonth, missing: v.birthday },
    birthDay: { ...base.birthDay, missing: v.birthday },
  };
}

/** A family's own fields and its member list, then every member field. */
export function houseCatalog(t: HousesTexts): FieldCatalog {
  const f = t.houseForms;
  const v = t.validation;
  return {
    house: { label: f.houseName, required: true, missing: v.house },
    ward: { label: f.ward, required: true, missing: v.ward, invalid: v.ward, number: true },
    photo: { label: f.photo },
    members: { label: f.members, missing: v.noMembers, invalid: v.oneHead },
    ...memberCatalog(t),
  };
}

interface RuleInput {
  HOH?: unknown;
  birthMonth?: unknown;
  birthDay?: unknown;
}

function birthdayBroken(m: RuleInput): boolean {
  const month = m.birthMonth ?? null;
  const day = m.birthDay ?? null;
  return (
    typeof (month ?? 0) !== 'number' ||
    typeof (day ?? 0) !== 'number' ||
    !isBirthdayPair(month as number | null, day as number | null)
  );
}

/** The birthday rule of one member body (its keys unprefixed). */
export function birthdayErrors(m: RuleInput, v: HousesTexts['validation']): FieldErrors {
  return birthdayBroken(m) ? { birthDay: v.birthday } : {};
}

/** The birthday of each member and exactly one head among them. */
export function familyRuleErrors(members: readonly RuleInput[], v: HousesTexts['validation']): FieldErrors {
  const errors: FieldErrors = {};
  members.forEach((m, i) => {
    if (birthdayBroken(m)) errors[`members.${i}.birthDay`] = v.birthday;
  });
  if (members.length > 0 && members.filter((m) => m.HOH === true).length !== 1) errors.members = v.oneHead;
  return errors;
}
