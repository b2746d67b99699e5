// /switch-ward: moves a family to another ward (PUT /api/houses/switch-ward). An admin moves any
// family; a user only the families they added within OWN_WRITE_HOURS (GET /api/houses/mine), so
// the picker offers only those.
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SwitchWardSchema } from '@parish/shared/houses';
import { wardName } from '@parish/shared/plain/wards';
import { OWN_WRITE_HOURS } from '@parish/shared/plain/constants';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { apiErrorText } from '../../lib/error-handler.ts';
import { useUserInfo } from '../../lib/auth-store.ts';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { Loader } from '../../components/loader.tsx';
import { useMyHouses } from './api/get-my-houses.ts';
import { houseErrorText } from './may-correct.ts';
import { useSwitchWard } from './api/switch-ward.ts';
import { FamilyPicker } from './components/family-picker.tsx';
import { FormField } from '../../components/form/form-field.tsx';
import { WardSelect } from './components/ward-select.tsx';
import { useHydrated } from '../../lib/boot.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { housesMessages } from './messages.ts';

interface SwitchErrors {
  ward?: string;
  family?: string;
  target?: string;
}

export function SwitchWardScreen() {
  const t = useT(housesMessages);
  useDocumentTitle(t.titles.switchWard);
  const f = t.houseForms;
  const v = t.validation;
  // The browser must not send the form itself: /load-app.js keeps its taps (data-wait) until live.
  const live = useHydrated();
  const [ward, setWard] = useState('');
  const [houseId, setHouseId] = useState('');
  const [target, setTarget] = useState('');
  const [errors, setErrors] = useState<SwitchErrors>({});
  const [movedTo, setMovedTo] = useState<number | null>(null);
  const move = useSwitchWard();
  const isAdmin = useUserInfo()?.isAdmin ?? false;
  const mine = useMyHouses(!isAdmin);
  const own = useMemo(() => (isAdmin ? undefined : new Set(mine.data?.houses)), [isAdmin, mine.data]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (move.isPending) return;
    const next: SwitchErrors = {};
    if (!ward) next.ward = v.ward;
    else if (!houseId) next.family = v.family;
    if (!target) next.target = v.ward;
    else if (target === ward) next.target = v.sameWard;
    const parsed = SwitchWardSchema.safeParse({ _id: houseId, ward: Number(target) });
    if (Object.keys(next).length > 0 || !parsed.success) {
      setErrors(next.ward || next.family || next.target ? next : { family: v.family });
      return;
    }
    setErrors({});
    move.mutate(parsed.data, {
      onSuccess: (house) => {
        toast.success(f.moved(house.house, wardName(house.ward)));
        setMovedTo(house.ward);
        setWard(String(house.ward));
        setHouseId('');
        setTarget('');
      },
    });
  };

  if (!isAdmin && mine.isPending) return <Loader />;
  if (!isAdmin && mine.isError && !mine.data)
    return <LoadErrorBanner onRefresh={() => void mine.refetch()} message={apiErrorText(mine.error)} />;
  if (own && own.size === 0 && movedTo === null) {
    return (
      <section className="data-form">
        <h1>{f.switchTitle}</h1>
        <div data-testid="switch-own-only">
          <p>{f.noOwnFamilies(OWN_WRITE_HOURS)}</p>
          <p className="muted">{f.switchOwnOnly(OWN_WRITE_HOURS)}</p>
        </div>
      </section>
    );
  }
  return (
    <form className="data-form" onSubmit={submit} noValidate aria-busy={move.isPending}>
      <h1>{f.switchTitle}</h1>
      {own && (
        <p className="muted" data-testid="switch-own-only">
          {f.switchOwnOnly(OWN_WRITE_HOURS)}
        </p>
      )}
      <fieldset className="form-section" disabled={move.isPending}>
        <legend className="visually-hidden">{f.switchTitle}</legend>
        <FamilyPicker
          idPrefix="sw"
          ward={ward}
          onWardChange={(w) => {
            setWard(w);
            setMovedTo(null);
          }}
          houseId={houseId}
          onHouseChange={setHouseId}
          errors={errors}
          only={own}
        />
        <FormField id="sw-target" label={f.targetWard} required error={errors.target}>
          <WardSelect value={target} onChange={setTarget} />
        </FormField>
      </fieldset>
      {move.isError && (
        <p className="error-banner" role="alert">
          {houseErrorText(move.error, t)}
        </p>
      )}
      <button
        type="submit"
        className="button primary"
        disabled={move.isPending || !live}
        data-wait={!live || undefined}
      >
        {move.isPending ? f.moving : f.move}
      </button>
      {movedTo !== null && (
        <p className="ok-text" role="status">
          <Link to={`/wards/${movedTo}`}>
            {f.viewWard}: {wardName(movedTo)}
          </Link>
        </p>
      )}
    </form>
  );
}
