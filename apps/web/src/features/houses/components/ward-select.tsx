import { WARDS } from '@parish/shared/plain/wards';
import { useT } from '../../../i18n/language.tsx';
import { housesMessages } from '../messages.ts';

interface WardSelectProps {
  value: string;
  onChange: (value: string) => void;
  name?: string;
  id?: string;
  disabled?: boolean;
}

/** The 21 wards by number and Malayalam name; '' until one is chosen. */
export function WardSelect({ value, onChange, ...rest }: WardSelectProps) {
  const t = useT(housesMessages);
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
      <option value="">{t.houseForms.chooseWard}</option>
      {WARDS.map((w) => (
        <option key={w.number} value={String(w.number)}>
          {w.number}. {w.name}
        </option>
      ))}
    </select>
  );
}
