// The links between the office screens.
import { NavLink } from 'react-router';
import { useT } from '../../../i18n/language.tsx';
import { officeMessages } from '../messages.ts';

export function OfficeNav() {
  const t = useT(officeMessages).office.nav;
  return (
    <nav className="office-nav" aria-label={t.stats}>
      <NavLink to="/admin/stats" end>
        {t.stats}
      </NavLink>
      <NavLink to="/admin/audit">{t.audit}</NavLink>
      <NavLink to="/admin/directory">{t.directory}</NavLink>
    </nav>
  );
}
