// /admin/settings (a route of ours; the spec lists none): the parish details the site shows
// (GET/PUT /api/settings), the church photo of the home page (through the photo pipeline) and the
// Mass and office times (lines of a day and its times, checked by the shared schema). Saved, the
// admin lands on the home page that shows them.
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { SettingsUpdateSchema, type Settings } from '@parish/shared/settings';
import { displayPhone } from '@parish/shared/plain/phone';
import { SERVICE_TIME_LINES_MAX, type ServiceTimeLine } from '@parish/shared/plain/service-times';
import { DIRECTORY_DEFAULTS, type DirectoryDefault } from '@parish/shared/plain/privacy';
import { ErrorLine, FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import type { BoundForm } from '../../components/form/form-field.tsx';
import { ImageField } from '../../components/form/image-field.tsx';
import { CheckboxInput, SelectInput, TextArea, TextInput } from '../../components/form/inputs.tsx';
import { Loader } from '../../components/loader.tsx';
import { kitMessages } from '../../i18n/kit.ts';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useParishSettings } from '../../lib/use-settings.ts';
import { useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { useUpload, type StoredImage } from '../../lib/upload.ts';
import { useSaveSettings } from './api/save-settings.ts';
import { settingsMessages } from './messages.ts';

type TimesKey = 'massTimes' | 'officeHours';

interface Draft {
  churchName: string;
  churchAddress: string;
  churchPhone: string;
  churchEmail: string;
  adminPhone: string;
  souvenirName: string;
  restrictedPublicMode: boolean;
  directoryDefault: DirectoryDefault;
  photo: StoredImage | null;
  massTimes: ServiceTimeLine[];
  officeHours: ServiceTimeLine[];
}

function draftOf(s: Settings): Draft {
  return {
    churchName: s.churchName,
    churchAddress: s.churchAddress,
    churchPhone: displayPhone(s.churchPhone),
    churchEmail: s.churchEmail,
    adminPhone: displayPhone(s.adminPhone),
    souvenirName: s.souvenirName,
    restrictedPublicMode: s.restrictedPublicMode,
    directoryDefault: s.directoryDefault,
    photo: s.churchImage ? { image: s.churchImage, preImage: s.churchPreImage ?? '' } : null,
    massTimes: s.massTimes,
    officeHours: s.officeHours,
  };
}

export function SettingsScreen() {
  const t = useT(settingsMessages);
  useDocumentTitle(t.settings.title);
  const settings = useParishSettings();
  useLoadError(settings.error);
  if (!settings.data) return <Loader />;
  return <SettingsForm initial={draftOf(settings.data)} />;
}

function SettingsForm({ initial }: { initial: Draft }) {
  const t = useT(settingsMessages);
  const { kit } = useT(kitMessages);
  const s = t.settings;
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveSettings();
  const upload = useUpload({ kind: 'image' });
  // Each line's inputs are labelled with their line number where they are drawn (TimesLines).
  const line = { label: s.day(1), missing: s.dayMissing };
  const times = { label: s.times(1), missing: s.timesMissing, invalid: s.badTimes };
  const fields: FieldCatalog = {
    churchName: { label: s.churchName, required: true },
    churchAddress: { label: s.churchAddress, required: true },
    churchPhone: { label: s.churchPhone, required: true, invalid: s.badPhone },
    churchEmail: { label: s.churchEmail },
    adminPhone: { label: s.adminPhone, required: true, invalid: s.badPhone },
    souvenirName: { label: s.souvenirName, required: true },
    restrictedPublicMode: { label: s.restrictedPublicMode },
    directoryDefault: { label: s.directoryDefault, hint: s.directoryDefaultHint },
    photo: { label: s.photo },
    massTimes: { label: s.massTimes },
    officeHours: { label: s.officeHours },
    'massTimes.*.label': line,
    'officeHours.*.label': line,
    'massTimes.*.times': times,
    'officeHours.*.times': times,
  };
  const form = useSchemaForm({
    schema: SettingsUpdateSchema,
    initial: () => initial,
    fields,
    idPrefix: id,
    toInput: ({ photo, ...rest }: Draft) => ({
      ...rest,
      churchImage: photo?.image ?? null,
      churchPreImage: photo?.preImage || null,
    }),
    controlId: (key) =>
      key === 'churchImage' || key === 'churchPreImage' ? `${id}-photo` : `${id}-${key.replace(/\./g, '-')}`,
    blocked: () => (upload.state.status === 'uploading' ? kit.waitForUpload(kit.fileKind.image) : null),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast.success(s.saved);
      await navigate('/', { replace: true });
    },
  });

  return (
    <form
      className="data-form settings-form"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h1 id={`${id}-title`}>{s.title}</h1>
      <fieldset className="form-section">
        <legend>{s.church}</legend>
        <TextInput form={form} name="churchName" />
        <TextArea form={form} name="churchAddress" rows={3} />
        <div className="field-row">
          <TextInput form={form} name="churchPhone" type="tel" inputMode="tel" />
          <TextInput form={form} name="adminPhone" type="tel" inputMode="tel" />
        </div>
        <TextInput form={form} name="churchEmail" type="email" inputMode="email" />
        <TextInput form={form} name="souvenirName" />
        <ImageField form={form} name="photo" upload={upload} />
        <CheckboxInput form={form} name="restrictedPublicMode" />
      </fieldset>
      <fieldset className="form-section">
        <legend>{s.directory}</legend>
        <SelectInput
          form={form}
          name="directoryDefault"
          placeholder={false}
          options={DIRECTORY_DEFAULTS.map((d) => ({ value: d, label: s.directoryDefaults[d] }))}
        />
      </fieldset>
      <p className="muted">{s.timesNote}</p>
      <TimesLines
        form={form}
        name="massTimes"
        title={s.massTimes}
        lines={form.values.massTimes}
        setLines={(next) => form.update((v) => ({ ...v, massTimes: next }))}
      />
      <TimesLines
        form={form}
        name="officeHours"
        title={s.officeHours}
        lines={form.values.officeHours}
        setLines={(next) => form.update((v) => ({ ...v, officeHours: next }))}
      />
      <FormError form={form} />
      <div className="form-footer">
        <SubmitButton form={form} label={s.save} busyLabel={s.saving} />
      </div>
    </form>
  );
}

interface TimesLinesProps {
  form: BoundForm;
  name: TimesKey;
  title: string;
  lines: ServiceTimeLine[];
  setLines: (lines: ServiceTimeLine[]) => void;
}

/** One list of times: a day and its times per line, lines added and removed (at most SERVICE_TIME_LINES_MAX). */
function TimesLines({ form, name, title, lines, setLines }: TimesLinesProps) {
  const s = useT(settingsMessages).settings;
  const error = form.error(name);
  return (
    <fieldset className="form-section times-lines" id={form.id(name)} tabIndex={-1} data-testid={`${name}-lines`}>
      <legend>{title}</legend>
      {lines.map((_, i) => (
        <div key={i} className="field-row times-line">
          <TextInput form={form} name={`${name}.${i}.label`} label={s.day(i + 1)} />
          <TextInput form={form} name={`${name}.${i}.times`} label={s.times(i + 1)} />
          <button
            type="button"
            className="button small danger-outline"
            onClick={() => setLines(lines.filter((__, j) => j !== i))}
            disabled={form.busy}
            aria-label={s.removeLine(title, i + 1)}
          >
            {s.removeShort}
          </button>
        </div>
      ))}
      <ErrorLine text={error} />
      <button
        type="button"
        className="button"
        onClick={() => setLines([...lines, { label: '', times: '' }])}
        disabled={form.busy || lines.length >= SERVICE_TIME_LINES_MAX}
      >
        {s.addLine}
      </button>
    </fieldset>
  );
}
