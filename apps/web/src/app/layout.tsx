import { Link, Outlet } from 'react-router';
import { useLanguage, useT } from '../i18n/language.tsx';

export function Layout() {
  const t = useT();
  const { toggle } = useLanguage();
  return (
    <>
      <header className="topbar">
        <Link to="/" className="brand">{t.app.name}</Link>
        <button type="button" className="lang-toggle" onClick={toggle} aria-label={t.app.languageLabel}>
          {t.app.language}
        </button>
      </header>
      <main className="page">
        <Outlet />
      </main>
    </>
  );
}
