import { Link } from 'react-router';
import { WARDS } from '@parish/shared/wards';
import { useT } from '../../i18n/language.tsx';

export function HomeScreen() {
  const t = useT();
  return (
    <>
      <h1>{t.home.welcome}</h1>
      <h2>{t.home.wards}</h2>
      <ul className="ward-grid">
        {WARDS.map((w) => (
          <li key={w.number}>
            <Link to={`/wards/${w.number}`}>{w.number}. {w.name}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
