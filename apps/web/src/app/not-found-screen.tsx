import { Link } from 'react-router';
import { useT } from '../i18n/language.tsx';

export function NotFoundScreen() {
  const t = useT();
  return (
    <section className="not-found">
      <h1>404</h1>
      <p>{t.errors.notFound}</p>
      <Link to="/">⌂</Link>
    </section>
  );
}
