import { useT } from '../../../i18n/language.tsx';
import { useHouseList } from '../api/list-houses.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { WardSelect } from './ward-select.tsx';
import { housesMessages } from '../messages.ts';

interface FamilyPickerProps {
  idPrefix: string;
  ward: string;
  onWardChange: (ward: string) => void;
  houseId: string;
  onHouseChange: (houseId: string) => void;
  errors?: { ward?: string; family?: string };
  /** Only these families may be chosen (a user moves only the families they added lately). */
  only?: ReadonlySet<string>;
}

/** Pick a ward, then one of its families (GET /api/houses/list/{ward}). */
export function FamilyPicker({
  idPrefix,
  ward,
  onWardChange,
  houseId,
  onHouseChange,
  errors,
  only,
}: FamilyPickerProps) {
  const t = useT(housesMessages);
  const f = t.houseForms;
  const wardNumber = ward ? Number(ward) : null;
  const list = useHouseList(wardNumber);
  const families = { ...list, data: only && list.data ? list.data.filter((h) => only.has(h._id)) : list.data };
  const none = only ? f.noOwnFamiliesInWard : f.noFamilies;
  return (
    <>
      <FormField id={`${idPrefix}-ward`} label={f.ward} required error={errors?.ward}>
        <WardSelect
          value={ward}
          onChange={(w) => {
            onWardChange(w);
            onHouseChange('');
          }}
        />
      </FormField>
      {wardNumber !== null && (
        <FormField id={`${idPrefix}-family`} label={f.family} required error={errors?.family}>
          <select value={houseId} onChange={(e) => onHouseChange(e.target.value)} disabled={!families.data}>
            <option value="">
              {families.isPending
                ? f.loadingFamilies
                : families.isError || !families.data
                  ? t.errors.loadFailed
                  : families.data.length === 0
                    ? none
                    : f.chooseFamily}
            </option>
            {families.data?.map((h) => (
              <option key={h._id} value={h._id}>
                {f.familyOption(h.headName, h.house)}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </>
  );
}
