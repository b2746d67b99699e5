// A family's privacy choices (docs/product.md "Directory privacy"): who sees the family, its photo
// and each member's phone, birthday, age, blood group, work and English name, a parent's consent for
// a child, the records kept, and a preview of what a visitor and a parishioner get. One form for the
// office (the admin ward page's dialog: where the choice came from, the family's held data) and for
// the family itself (docs/product.md "My family /my-family": always given online), so neither
// feature imports the other. The caller saves (`onSave`) and says so.
import { useId } from 'react';
import {
  ADULT_AGE,
  AUDIENCES,
  CHILD_GUARDED_FIELDS,
  HousePrivacyUpdateSchema,
  MEMBER_PRIVACY_FIELDS,
  memberFieldAudience,
  readerSees,
  type Audience,
  type DirectoryDefault,
  type HousePrivacy,
  type HousePrivacyUpdate,
  type MemberPrivacyField,
  type Reader,
} from '@parish/shared/privacy';
import { calendarDateIn, PARISH_TIME_ZONE } from '@parish/shared/plain/week';
import { FormError, SubmitButton } from './form/form-actions.tsx';
import type { BoundForm } from './form/form-field.tsx';
import { CheckboxInput, SelectInput, TextInput } from './form/inputs.tsx';
import { defineMessages, useLanguage, useT } from '../i18n/language.tsx';
import { useParishSettings } from '../lib/use-settings.ts';
import { useSchemaForm, type FieldCatalog, type FieldErrors } from '../lib/use-schema-form.ts';

type Texts = (typeof privacyMessages)['ml']['privacy'];
type Source = 'paper' | 'online';

interface MemberDraft extends Record<MemberPrivacyField, Audience> {
  _id: string;
  name: string;
  years: number;
  consent: boolean;
  /** `at` as the date input holds it (YYYY-MM-DD); the recorded time is kept when the date is not changed. */
  parentConsent: { by: string; at: string };
  recordedAt: string | null;
}

interface Draft {
  listed: Audience;
  photo: Audience;
  source: Source;
  members: MemberDraft[];
}

const pad = (n: number) => String(n).padStart(2, '0');
function today(): string {
  const d = calendarDateIn(new Date());
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

function draftOf(p: HousePrivacy, source: Source): Draft {
  return {
    listed: p.listed,
    photo: p.photo,
    // docs/product.md "Directory privacy": the office types in paper forms; online is the exception
    // there, and the family's own choice is always online.
    source,
    members: p.members.map((m) => ({
      _id: m._id,
      name: m.name,
      years: m.years,
      // What is in force: a child's phone, birthday and blood group without a parent's consent reach
      // parishioners at most, whatever the default says (docs/product.md "Directory privacy").
      ...(Object.fromEntries(
        MEMBER_PRIVACY_FIELDS.map((f) => [
          f,
          memberFieldAudience(f, m[f], { age: m.years, parentConsent: Boolean(m.parentConsent) }, p.directoryDefault),
        ]),
      ) as Record<MemberPrivacyField, Audience>),
      consent: Boolean(m.parentConsent),
      parentConsent: { by: m.parentConsent?.by ?? '', at: m.parentConsent?.at.slice(0, 10) ?? today() },
      recordedAt: m.parentConsent?.at ?? null,
    })),
  };
}

const isChild = (m: { years: number }) => m.years < ADULT_AGE;

function consentAt(m: MemberDraft): string {
  const date = m.parentConsent.at;
  if (m.recordedAt && m.recordedAt.slice(0, 10) === date) return m.recordedAt;
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00.000Z` : date;
}

function toInput(v: Draft) {
  return {
    listed: v.listed,
    photo: v.photo,
    source: v.source,
    members: v.members.map((m) => ({
      _id: m._id,
      phone: m.phone,
      birthday: m.birthday,
      age: m.age,
      blood: m.blood,
      work: m.work,
      nameEng: m.nameEng,
      ...(isChild(m) ? { parentConsent: m.consent ? { by: m.parentConsent.by, at: consentAt(m) } : null } : {}),
    })),
  };
}

export interface PrivacyChoicesFormProps {
  privacy: HousePrivacy;
  /** 'office': the admin records a family's choices (where they came from, the held data's link); 'family': its own. */
  mode: 'office' | 'family';
  /** Saves the choices; resolves once saved (the caller toasts), rejects with the ApiClientError otherwise. */
  onSave: (input: HousePrivacyUpdate) => Promise<unknown>;
  /** The save button's texts, when not "Save privacy". */
  saveLabel?: string;
  /** A line under the family's fields, e.g. what a family's narrowing and widening do. */
  intro?: string;
}

export function PrivacyChoicesForm({ privacy, mode, onSave, saveLabel, intro }: PrivacyChoicesFormProps) {
  const t = useT(privacyMessages).privacy;
  const id = useId();
  const office = mode === 'office';
  const audienceOptions = AUDIENCES.map((a) => ({ value: a, label: t.audience[a] }));
  const fields: FieldCatalog = {
    listed: { label: t.listed },
    photo: { label: t.photo },
    ...Object.fromEntries(MEMBER_PRIVACY_FIELDS.map((f) => [`members.*.${f}`, { label: t.field[f] }])),
    'members.*.parentConsent.by': { label: t.consentBy, required: true, missing: t.consentByMissing },
    'members.*.parentConsent.at': { label: t.consentAt, required: true, invalid: t.consentAtBad },
    source: { label: t.source },
  };
  const form = useSchemaForm({
    schema: HousePrivacyUpdateSchema,
    initial: () => draftOf(privacy, office ? 'paper' : 'online'),
    fields,
    idPrefix: id,
    toInput,
    extraErrors: (v): FieldErrors => {
      const errors: FieldErrors = {};
      v.members.forEach((m, i) => {
        if (!isChild(m)) return;
        if (!m.consent) {
          for (const f of CHILD_GUARDED_FIELDS) if (m[f] === 'everyone') errors[`members.${i}.${f}`] = t.needsConsent;
        } else if (m.parentConsent.at > today()) {
          errors[`members.${i}.parentConsent.at`] = t.consentAtBad;
        }
      });
      return errors;
    },
    onSubmit: (input) => onSave(input),
  });
  const v = form.values;

  return (
    <form className="data-form privacy-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      {!privacy.chosen && (
        <p className="privacy-note" data-testid="privacy-default-note">
          {t.defaultApplies}
        </p>
      )}
      <p className="muted">
        {t.directoryDefault[privacy.directoryDefault]} {t.audiencesExplain}
      </p>
      {intro && <p className="privacy-note">{intro}</p>}
      <fieldset className="form-section">
        <legend>{t.family}</legend>
        <div className="privacy-fields">
          <SelectInput form={form} name="listed" options={audienceOptions} placeholder={false} />
          <SelectInput form={form} name="photo" options={audienceOptions} placeholder={false} />
        </div>
      </fieldset>
      {v.members.some(isChild) && <p className="muted">{t.childExplain}</p>}
      {v.members.map((m, i) => (
        <MemberSection key={m._id} form={form} index={i} member={m} options={audienceOptions} t={t} />
      ))}
      {office && (
        <div className="privacy-fields">
          <SelectInput
            form={form}
            name="source"
            options={(['paper', 'online'] as const).map((s) => ({ value: s, label: t.sources[s] }))}
            placeholder={false}
          />
        </div>
      )}
      <PrivacyPreview draft={v} directoryDefault={privacy.directoryDefault} t={t} />
      <FormError form={form} />
      <div className="form-footer">
        <SubmitButton form={form} label={saveLabel ?? t.save} busyLabel={t.saving} />
      </div>
      <ConsentRecords privacy={privacy} t={t} office={office} />
    </form>
  );
}

function MemberSection({
  form,
  index,
  member,
  options,
  t,
}: {
  form: BoundForm;
  index: number;
  member: MemberDraft;
  options: { value: string; label: string }[];
  t: Texts;
}) {
  const key = (f: string) => `members.${index}.${f}`;
  return (
    <fieldset className="form-section privacy-member" data-testid="privacy-member">
      <legend>
        {t.member(member.name, member.years)}
        {isChild(member) && <span className="privacy-child"> · {t.child}</span>}
      </legend>
      <div className="privacy-fields">
        {MEMBER_PRIVACY_FIELDS.map((f) => (
          <SelectInput key={f} form={form} name={key(f)} options={options} placeholder={false} />
        ))}
      </div>
      {isChild(member) && (
        <div className="privacy-consent">
          <CheckboxInput form={form} name={key('consent')} label={t.consent} />
          {member.consent && (
            <div className="field-row">
              <TextInput form={form} name={key('parentConsent.by')} autoComplete="off" />
              <TextInput form={form} name={key('parentConsent.at')} type="date" max={today()} />
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** What a visitor and a parishioner get of the family as the form now stands (the server applies the same rule). */
function PrivacyPreview({
  draft,
  directoryDefault,
  t,
}: {
  draft: Draft;
  directoryDefault: DirectoryDefault;
  t: Texts;
}) {
  const restricted = useParishSettings().data?.restrictedPublicMode === true;
  const titleId = useId();
  const readers: { reader: Reader; title: string }[] = [
    { reader: 'visitor', title: t.visitorSees },
    { reader: 'parishioner', title: t.parishionerSees },
  ];
  return (
    <section className="privacy-preview" aria-labelledby={titleId}>
      <h3 id={titleId}>{t.preview}</h3>
      {readers.map(({ reader, title }) => (
        <div key={reader} data-testid={`privacy-preview-${reader}`}>
          <h4>{title}</h4>
          {!readerSees(reader, draft.listed) ? (
            <p className="muted">{t.notListed}</p>
          ) : (
            <ul>
              <li>{t.familyLine(readerSees(reader, draft.photo))}</li>
              {draft.members.map((m) => {
                const shown = MEMBER_PRIVACY_FIELDS.filter(
                  (f) =>
                    !(f === 'nameEng' && reader === 'visitor' && restricted) &&
                    readerSees(
                      reader,
                      memberFieldAudience(f, m[f], { age: m.years, parentConsent: m.consent }, directoryDefault),
                    ),
                ).map((f) => t.field[f]);
                return <li key={m._id}>{t.memberLine(m.name, shown)}</li>;
              })}
            </ul>
          )}
          {reader === 'visitor' && restricted && readerSees(reader, draft.listed) && (
            <p className="muted">{t.restricted}</p>
          )}
        </div>
      ))}
    </section>
  );
}

function ConsentRecords({ privacy, t, office }: { privacy: HousePrivacy; t: Texts; office: boolean }) {
  const { lang } = useLanguage();
  const when = new Intl.DateTimeFormat(lang === 'ml' ? 'ml-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: PARISH_TIME_ZONE,
  });
  const records = [...privacy.records].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="privacy-records" data-testid="privacy-records">
      <h3>{t.records}</h3>
      {records.length === 0 ? (
        <p className="muted">{t.noRecords}</p>
      ) : (
        <ul>
          {records.map((r) => (
            <li key={r._id}>{t.record(when.format(new Date(r.at)), r.by, t.sources[r.source], r.noticeVersion)}</li>
          ))}
        </ul>
      )}
      {/* A page of the office's privacy screens, reached by its address (features do not import each other). */}
      {office && (
        <p>
          <a href={`/admin/privacy/family/${privacy.houseId}`}>{t.heldLink}</a>
        </p>
      )}
    </section>
  );
}

// The form's texts live here, not in a messages file of their own: a zod-free module of the wards
// domain would be bundled into the public ward page's chunk (vite.config.ts, chunkNames), and only
// the forms need them (docs/decisions.md "The privacy form sits on the admin ward page").

export const privacyMessages = defineMessages({
  ml: {
    privacy: {
      title: (house: string) => `${house}: ആർക്ക് എന്തു കാണാം`,
      loading: 'സ്വകാര്യതാ വിവരങ്ങൾ ലോഡ് ചെയ്യുന്നു…',
      loadError: 'സ്വകാര്യതാ വിവരങ്ങൾ ലഭ്യമായില്ല.',
      retry: 'വീണ്ടും ശ്രമിക്കുക',
      // prettier-ignore
      defaultApplies: 'ഈ കുടുംബം ഇതുവരെ ഒന്നും തിരഞ്ഞെടുത്തിട്ടില്ല: ഇടവകയുടെ പൊതു ക്രമീകരണമാണ് ബാധകം ' +
        '(താഴെ കാണുന്നത് അതാണ്).',
      directoryDefault: {
        open: 'ഇടവകയുടെ പൊതു ക്രമീകരണം: തുറന്നത് (എല്ലാ വിവരങ്ങളും എല്ലാവർക്കും).',
        protected: 'ഇടവകയുടെ പൊതു ക്രമീകരണം: സംരക്ഷിതം (സന്ദർശകർക്ക് പേരും വീട്ടുപേരും മാത്രം).',
      } satisfies Record<DirectoryDefault, string>,
      audience: {
        everyone: 'എല്ലാവർക്കും',
        parishioners: 'ഇടവകാംഗങ്ങൾക്ക്',
        office: 'ഓഫീസിന് മാത്രം',
      } satisfies Record<Audience, string>,
      audiencesExplain:
        'എല്ലാവർക്കും: ലോഗിൻ ചെയ്യാത്ത സന്ദർശകർ ഉൾപ്പെടെ. ഇടവകാംഗങ്ങൾക്ക്: ലോഗിൻ ചെയ്ത ' +
        'ഇടവകാംഗങ്ങൾക്കും ഓഫീസിനും. ഓഫീസിന് മാത്രം: അഡ്മിൻമാർക്ക്.',
      family: 'കുടുംബം',
      listed: 'ഡയറക്ടറിയിൽ കുടുംബം',
      photo: 'കുടുംബ ഫോട്ടോ',
      members: 'അംഗങ്ങൾ',
      field: {
        phone: 'ഫോൺ',
        birthday: 'ജന്മദിനം',
        age: 'വയസ്സ്',
        blood: 'രക്തഗ്രൂപ്പ്',
        work: 'ജോലി',
        nameEng: 'ഇംഗ്ലീഷ് പേര്',
      } satisfies Record<MemberPrivacyField, string>,
      member: (name: string, years: number) => `${name} (${years === 0 ? 'ഒരു വയസ്സിൽ താഴെ' : `${years} വയസ്സ്`})`,
      child: '18 വയസ്സിൽ താഴെ',
      childExplain:
        '18 വയസ്സിൽ താഴെയുള്ളവരുടെ ഫോൺ, ജന്മദിനം, രക്തഗ്രൂപ്പ് എന്നിവ എല്ലാവർക്കും കാണിക്കാൻ ' +
        'മാതാപിതാക്കളിൽ ഒരാളുടെ സമ്മതം രേഖപ്പെടുത്തണം; അതില്ലെങ്കിൽ ഇവ ഇടവകാംഗങ്ങൾക്ക് ' +
        'മാത്രം.',
      consent: 'മാതാപിതാക്കളുടെ സമ്മതം ലഭിച്ചു',
      consentBy: 'സമ്മതം നൽകിയത് (പേര്)',
      consentByMissing: 'സമ്മതം നൽകിയ ആളുടെ പേര് നൽകുക',
      consentAt: 'സമ്മതം രേഖപ്പെടുത്തിയ തീയതി',
      consentAtBad: 'ഇന്നോ അതിനു മുമ്പോ ഉള്ള ഒരു തീയതി നൽകുക',
      needsConsent: 'എല്ലാവർക്കും കാണിക്കാൻ ആദ്യം മാതാപിതാക്കളുടെ സമ്മതം രേഖപ്പെടുത്തുക',
      source: 'തിരഞ്ഞെടുപ്പ് ലഭിച്ചത്',
      sources: { paper: 'കടലാസ് ഫോമിൽ', online: 'ഓൺലൈനായി' } satisfies Record<Source, string>,
      records: 'മുൻ സമ്മത രേഖകൾ',
      heldLink: 'ഈ കുടുംബത്തെക്കുറിച്ച് സൂക്ഷിച്ചിട്ടുള്ളതെല്ലാം (അച്ചടിക്കാൻ, പകർപ്പെടുക്കാൻ, മായ്ക്കാൻ)',
      noRecords: 'ഇതുവരെ രേഖകളൊന്നുമില്ല',
      record: (when: string, by: string, source: string, version: number) =>
        `${when} · ${by} · ${source} · അറിയിപ്പ് പതിപ്പ് ${version}`,
      preview: 'ഇങ്ങനെ കാണും',
      visitorSees: 'സന്ദർശകർ (ലോഗിൻ ചെയ്യാത്തവർ) കാണുന്നത്',
      parishionerSees: 'ഇടവകാംഗങ്ങൾ (ലോഗിൻ ചെയ്തവർ) കാണുന്നത്',
      notListed: 'ഈ കുടുംബത്തെ കാണില്ല',
      familyLine: (photo: boolean): string => (photo ? 'വീട്ടുപേര്, കുടുംബ ഫോട്ടോ' : 'വീട്ടുപേര് (ഫോട്ടോ ഇല്ലാതെ)'),
      memberLine: (name: string, fields: string[]): string =>
        fields.length === 0 ? `${name}: പേര് മാത്രം` : `${name}: പേര്, ${fields.join(', ')}`,
      restricted: 'നിയന്ത്രിത പൊതു മോഡ് ഓണായതിനാൽ ഇംഗ്ലീഷ് പേര് സന്ദർശകർക്ക് കാണില്ല.',
      save: 'സ്വകാര്യത സേവ് ചെയ്യുക',
      saving: 'സേവ് ചെയ്യുന്നു…',
      saved: (house: string) => `${house}: സ്വകാര്യതാ തിരഞ്ഞെടുപ്പുകൾ സേവ് ചെയ്തു`,
    },
  },
  en: {
    privacy: {
      title: (house: string) => `${house}: who sees what`,
      loading: 'Loading the privacy choices…',
      loadError: 'The privacy choices could not be loaded.',
      retry: 'Try again',
      defaultApplies: 'This family has made no choice yet: the parish default applies (shown below).',
      directoryDefault: {
        open: 'The parish default: open (every detail to everyone).',
        protected: 'The parish default: protected (visitors see name and house only).',
      },
      audience: { everyone: 'Everyone', parishioners: 'Parishioners', office: 'Office only' },
      audiencesExplain:
        'Everyone: visitors who are not logged in too. Parishioners: logged-in parishioners and the office. ' +
        'Office only: the admins.',
      family: 'Family',
      listed: 'Family in the directory',
      photo: 'Family photo',
      members: 'Members',
      field: {
        phone: 'Phone',
        birthday: 'Birthday',
        age: 'Age',
        blood: 'Blood group',
        work: 'Work',
        nameEng: 'English name',
      },
      member: (name: string, years: number) => `${name} (${years === 0 ? 'under one' : years})`,
      child: 'Under 18',
      childExplain:
        "For a member under 18, a parent's recorded consent is needed before the phone, birthday or blood " +
        'group can be shown to everyone; without it they go to parishioners at most.',
      consent: 'A parent has consented',
      consentBy: 'Consent given by (name)',
      consentByMissing: 'Enter who gave the consent',
      consentAt: 'Date the consent was recorded',
      consentAtBad: 'Enter a date no later than today',
      needsConsent: "Record a parent's consent first to show this to everyone",
      source: 'The choice came',
      sources: { paper: 'On a paper form', online: 'Online' },
      records: 'Past consent records',
      heldLink: 'All that is held about this family (to print, download or erase)',
      noRecords: 'No records yet',
      record: (when: string, by: string, source: string, version: number) =>
        `${when} · ${by} · ${source} · notice version ${version}`,
      preview: 'How it shows',
      visitorSees: 'What a visitor (not logged in) sees',
      parishionerSees: 'What a parishioner (logged in) sees',
      notListed: 'The family is not shown',
      familyLine: (photo: boolean): string => (photo ? 'House name, family photo' : 'House name (no photo)'),
      memberLine: (name: string, fields: string[]): string =>
        fields.length === 0 ? `${name}: name only` : `${name}: name, ${fields.join(', ')}`,
      restricted: 'Restricted public mode is on: visitors never see English names.',
      save: 'Save privacy',
      saving: 'Saving…',
      saved: (house: string) => `${house}: privacy choices saved`,
    },
  },
});
