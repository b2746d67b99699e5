// The house forms' fields for the form kit: labels and Malayalam messages per field, and the rules
// the shared schema checks only once every field parses (so all messages show at once).
import { isBirthdayPair } from '@parish/shared/members';
import type { FieldCatalog, FieldErrors } from '../../lib/use-schema-form.ts';
import type { HousesTexts } from './messages.ts';

/** Every member field (docs/product.md "Member record"), as /new-house, /add-house and the member editor label them. */
export function memberCatalog(t: HousesTexts): FieldCatalog {
  const f = t.houseForms;
  const v = t.validation;
  return {
    name: { label: f.name, required: true, missing: v.name },
    nameEng: { label: f.nameEng },
    age: { label: f.age, required: true, missing: v.age, invalid: v.age },
    gender: { label: f.gender, required: true, missing: v.gender, invalid: v.gender },
    HOH: { label: f.head, invalid: v.oneHead },
    relation: { label: f.relation },
    phone: { label: f.phone, hint: f.phoneHint, invalid: v.phone },
    work: { label: f.work },
    origin: { label: f.origin },
    location: { label: f.location },
    blood: { label: f.blood, invalid: v.blood },
    birthMonth: { label: f.birthMonth, missing: v.birthday, invalid: v.birthday },
    birthDay: { label: f.birthDay, missing: v.birthday, invalid: v.birthday },
    email: { label: f.email, invalid: v.email },
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
