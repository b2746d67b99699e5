// docs/product.md "Nav bar and drawers": the navigation links, titled with the 2025 souvenir name; ward names cut to
// their first two words; admins get /admin/wards/{n}; /login as an icon for non-admins.
// Loaded lazily on first open. Links replace the drawer's history entry (see useOverlayHistory).
import { QueryClientProvider } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { WARDS, shortWardName } from '@parish/shared/plain/wards';
import type { UserInfo } from '@parish/shared/auth';
import { Modal } from '../components/modal.tsx';
import { useLanguage, useT } from '../i18n/language.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useParishSettings } from '../lib/use-settings.ts';
import { LoginIcon } from './icons.tsx';
import { sideDrawerMessages } from './side-drawer-messages.ts';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  user: UserInfo | null;
}

export default function SideDrawer(props: DrawerProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SideDrawerContent {...props} />
    </QueryClientProvider>
  );
}

function SideDrawerContent({ open, onClose, user }: DrawerProps) {
  const t = useT(sideDrawerMessages);
  const { toggle } = useLanguage();
  const settings = useParishSettings();
  const isAdmin = user?.isAdmin === true;
  const links: [string, string][] = [
    ['/news', t.drawer.news],
    ['/sandeshangal', t.drawer.sandesham],
  ];
  const after: [string, string][] = [
    ['/catehism', t.drawer.catechism],
    ['/board', t.drawer.board],
    ['/convent', t.drawer.convent],
    ['/samarpithar', t.drawer.samarpithar],
    ['/ex-vicars', t.drawer.exVicars],
    ['/gallery', t.drawer.gallery],
    ['/history', t.drawer.history],
    ['/departed', t.drawer.departed],
    ['/faq', t.drawer.faq],
    ['/privacy', t.drawer.privacy],
    ['/address', t.drawer.address],
  ];
  const item = ([to, label]: [string, string]) => (
    <li key={to}>
      <NavLink to={to} replace>
        {label}
      </NavLink>
    </li>
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="start"
      title={settings.data?.souvenirName ?? t.app.name}
      className="side-drawer"
    >
      <nav aria-label={t.drawer.label}>
        <div className="drawer-tools">
          {!isAdmin && (
            <NavLink to="/login" replace className="icon-button" aria-label={t.drawer.login}>
              <LoginIcon />
            </NavLink>
          )}
          <button type="button" className="button" onClick={toggle} aria-label={t.app.languageLabel}>
            {t.app.language}
          </button>
        </div>
        <ul className="drawer-links">
          {links.map(item)}
          <li>
            <details className="drawer-wards">
              <summary>{t.drawer.wards}</summary>
              <ul>
                {WARDS.map((w) => (
                  <li key={w.number}>
                    <NavLink to={isAdmin ? `/admin/wards/${w.number}` : `/wards/${w.number}`} replace>
                      {w.number}. {shortWardName(w.name)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          {after.map(item)}
        </ul>
      </nav>
    </Modal>
  );
}
