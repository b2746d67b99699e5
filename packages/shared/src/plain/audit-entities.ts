// The kinds of record the audit log names, in both languages: one list for the log's lines and its
// filter (docs/decisions.md "The audit log in words"). A kind not listed reads as "a record".
export const AUDIT_ENTITIES: Readonly<Record<string, { ml: string; en: string }>> = {
  house: { ml: 'കുടുംബം', en: 'Family' },
  house_privacy: { ml: 'കുടുംബത്തിന്റെ സ്വകാര്യത', en: 'Family privacy' },
  member: { ml: 'അംഗം', en: 'Member' },
  board_member: { ml: 'ഭരണസമിതി അംഗം', en: 'Board member' },
  contact: { ml: 'ഫോൺ ബുക്ക്', en: 'Contact' },
  media: { ml: 'ഫയൽ', en: 'File' },
  settings: { ml: 'ക്രമീകരണങ്ങൾ', en: 'Settings' },
  directory: { ml: 'ഡയറക്ടറി', en: 'Directory' },
  user: { ml: 'ഉപയോക്താവ്', en: 'User' },
  session: { ml: 'ലോഗിൻ', en: 'Sign-in' },
  event: { ml: 'ഗാലറി ആൽബം', en: 'Gallery album' },
  event_image: { ml: 'ഗാലറി ചിത്രം', en: 'Gallery photo' },
  departed: { ml: 'പരേതർ', en: 'Departed' },
  faq: { ml: 'ചോദ്യോത്തരം', en: 'FAQ' },
  history: { ml: 'ചരിത്രം', en: 'History' },
  sandesham: { ml: 'സന്ദേശം', en: 'Message' },
  student: { ml: 'മതബോധന വിദ്യാർത്ഥി', en: 'Student' },
  news: { ml: 'വാർത്ത', en: 'News' },
  ad: { ml: 'പരസ്യം', en: 'Ad' },
  invitation: { ml: 'ക്ഷണം', en: 'Invitation' },
  passkey: { ml: 'പാസ്‌കീ', en: 'Passkey' },
  change_request: { ml: 'മാറ്റത്തിനുള്ള അപേക്ഷ', en: 'Change request' },
};

export function auditEntityLabel(kind: string, lang: 'ml' | 'en'): string {
  return AUDIT_ENTITIES[kind]?.[lang] ?? (lang === 'ml' ? 'രേഖ' : 'Record');
}

/** The fields that name a record, in the order tried: a person, a family, a title, an album, a question. */
const NAME_FIELDS = ['name', 'house', 'title', 'event', 'question', 'username', 'churchName'];

/** The record's name as its before or after state gives it, or null when neither names it. */
export function auditRecordName(before: unknown, after: unknown): string | null {
  for (const state of [after, before]) {
    if (!state || typeof state !== 'object' || Array.isArray(state)) continue;
    for (const field of NAME_FIELDS) {
      const v = (state as Record<string, unknown>)[field];
      if (typeof v === 'string' && v.trim() !== '') return v.trim();
    }
  }
  return null;
}
