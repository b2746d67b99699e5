// docs/product.md "Nav bar and drawers" navigation bar: menu toggle, home, search (a clickable field
// labelled 'search'), contacts; the account button only for logged-in users (dark green for an admin,
// purple for a user). Floating at the bottom as a rounded bar for visitors, fixed at the top for logged-in
// users.
import { Link, useLocation } from 'react-router';
import type { UserInfo } from '@parish/shared/auth';
import { useT } from '../i18n/language.tsx';
import { AccountIcon, HomeIcon, MenuIcon, PhoneBookIcon, SearchIcon } from './icons.tsx';

interface NavBarProps {
  user: UserInfo | null;
  menuOpen: boolean;
  onMenu: () => void;
  onAccount: () => void;
}

export function NavBar({ user, menuOpen, onMenu, onAccount }: NavBarProps) {
  const t = useT();
  const { pathname } = useLocation();
  // docs/product.md "Nav bar and drawers": contacts and search receive the path they were opened from.
  const from = { from: pathname };
  return (
    <nav
      className={user ? 'navbar navbar-top' : 'navbar navbar-floating'}
      aria-label={t.nav.label}
      data-testid="navbar"
    >
      <button
        type="button"
        className="icon-button"
        onClick={onMenu}
        aria-label={t.nav.menu}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
      >
        <MenuIcon />
      </button>
      <Link to="/" className="icon-button nav-link" aria-label={t.nav.home}>
        <HomeIcon />
        <span className="nav-text" aria-hidden="true">
          {t.nav.home}
        </span>
      </Link>
      <Link to="/search" state={from} className="search-field" aria-label={t.nav.search}>
        <SearchIcon />
        <span>{t.nav.search}</span>
      </Link>
      <Link to="/contacts" state={from} className="icon-button nav-link" aria-label={t.nav.contacts}>
        <PhoneBookIcon />
        <span className="nav-text" aria-hidden="true">
          {t.nav.contacts}
        </span>
      </Link>
      {user && (
        <button
          type="button"
          className={`icon-button account-button ${user.isAdmin ? 'account-admin' : 'account-user'}`}
          onClick={onAccount}
          aria-label={user.isAdmin ? t.nav.accountAdmin : t.nav.account}
          aria-haspopup="dialog"
          data-testid="account-button"
        >
          <AccountIcon />
        </button>
      )}
    </nav>
  );
}
