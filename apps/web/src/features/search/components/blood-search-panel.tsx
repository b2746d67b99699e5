// docs/product.md "Search" (admin): blood group choices, an age bracket (0–80, required, default 18–60)
// and a gender filter that cycles both → male → female; a new blood group resets the gender.
import { useId, useState } from 'react';
import {
  BLOOD_AGE_DEFAULT,
  BLOOD_AGE_MAX,
  BLOOD_AGE_MIN,
  BLOOD_GROUPS,
  type BloodGroup,
} from '@parish/shared/plain/constants';
import { BLOOD_RESULT_LIMIT } from '@parish/shared/search';
import type { House } from '@parish/shared/houses';
import { BloodQuerySchema, nextGenderFilter, type GenderFilter } from '@parish/shared/search-text';
import { displayPhone, telLink } from '@parish/shared/plain/phone';
import { Loader } from '../../../components/loader.tsx';
import { useT } from '../../../i18n/language.tsx';
import { searchMessages } from '../messages.ts';
import { useLoadError } from '../../../lib/use-load-error.ts';
import { useBloodSearch } from '../api/search-blood.ts';

interface BloodSearchPanelProps {
  onOpenFamily: (house: House, memberId: string) => void;
}

export function BloodSearchPanel({ onOpenFamily }: BloodSearchPanelProps) {
  const t = useT(searchMessages);
  const id = useId();
  const [blood, setBlood] = useState<BloodGroup | null>(null);
  const [start, setStart] = useState(String(BLOOD_AGE_DEFAULT.start));
  const [end, setEnd] = useState(String(BLOOD_AGE_DEFAULT.end));
  const [gender, setGender] = useState<GenderFilter>('all');

  const candidate = blood ? { blood, start: Number(start), end: Number(end), gender } : null;
  const agesValid =
    start !== '' && end !== '' && BloodQuerySchema.safeParse({ blood: 'A+', start, end, gender }).success;
  const query = candidate && agesValid ? candidate : null;
  const search = useBloodSearch(query);
  useLoadError(search.error);

  const genderName = { all: t.search.genderAll, male: t.search.genderMale, female: t.search.genderFemale }[gender];
  const results = search.data ?? [];

  return (
    <section className="blood-panel" aria-label={t.search.bloodMode}>
      <fieldset className="plain-fieldset">
        <legend className="field-label">{t.search.bloodGroup}</legend>
        <div className="blood-choices" role="radiogroup" aria-label={t.search.bloodGroup}>
          {BLOOD_GROUPS.map((group) => (
            <button
              key={group}
              type="button"
              role="radio"
              aria-checked={blood === group}
              className={`chip${blood === group ? ' selected' : ''}`}
              onClick={() => {
                setBlood(group);
                setGender('all'); // docs/product.md "Search": changing the blood group resets the gender filter
              }}
            >
              {group}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="field-row">
        <div className={`form-field${agesValid ? '' : ' has-error'}`}>
          <label htmlFor={`${id}-start`}>{t.search.ageFrom}</label>
          <input
            id={`${id}-start`}
            type="number"
            inputMode="numeric"
            min={BLOOD_AGE_MIN}
            max={BLOOD_AGE_MAX}
            required
            value={start}
            onChange={(e) => setStart(e.target.value)}
            aria-invalid={!agesValid}
            aria-describedby={`${id}-age-rule`}
          />
        </div>
        <div className={`form-field${agesValid ? '' : ' has-error'}`}>
          <label htmlFor={`${id}-end`}>{t.search.ageTo}</label>
          <input
            id={`${id}-end`}
            type="number"
            inputMode="numeric"
            min={BLOOD_AGE_MIN}
            max={BLOOD_AGE_MAX}
            required
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            aria-invalid={!agesValid}
            aria-describedby={`${id}-age-rule`}
          />
        </div>
      </div>
      <p id={`${id}-age-rule`} className={agesValid ? 'muted' : 'field-error'} role={agesValid ? undefined : 'alert'}>
        {t.search.ageRule}
      </p>
      <button
        type="button"
        className="button gender-toggle"
        onClick={() => setGender(nextGenderFilter(gender))}
        data-gender={gender}
      >
        {t.search.genderNext(genderName)}
      </button>

      <div aria-live="polite" className="search-status">
        {!blood && <p className="muted">{t.search.chooseBlood}</p>}
        {query && search.isFetching && <Loader label={t.searchBox.searching} />}
        {query && search.data && !search.isFetching && (
          <p className="result-count">
            {results.length === 0
              ? t.search.noResults
              : t.search.bloodCount(results.length, results.length >= BLOOD_RESULT_LIMIT)}
          </p>
        )}
      </div>
      {query && results.length > 0 && (
        <ul className="blood-results">
          {results.map((r) => (
            <li key={r._id} className="blood-result" data-testid="blood-result">
              <div>
                <strong>{r.name}</strong> <span className="muted">{t.search.age(r.age)}</span>
                <div>{r.house}</div>
              </div>
              <div className="blood-actions">
                {r.phone && (
                  <a className="button small" href={telLink(r.phone)}>
                    {displayPhone(r.phone)}
                  </a>
                )}
                <button
                  type="button"
                  className="button small"
                  onClick={() => onOpenFamily(r.family, r._id)}
                  aria-label={t.search.openFamily(r.house)}
                >
                  {t.search.family}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
