// docs/product.md "Nav bar and drawers" and "Permissions by role": the right-side drawer for logged-in
// users: their data-entry links, admin links for an admin, and logout. Loaded lazily (only logged-in users
// ever open it).
import { forgetSessionAnswers } from '../lib/session-caches.ts';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import type { UserInfo } from '@parish/shared/auth';
import { Modal } from '../components/modal.tsx';
import { useT } from '../i18n/language.tsx';
import { userDrawerMessages } from './user-drawer-messages.ts';
import { toast } from '../lib/toast.ts';
import { logout } from '../features/auth/api/session.ts';
import { entersData, isFamily } from '@parish/shared/plain/roles';
import { addPasskey, passkeyCancelled, passkeysAvailable } from '../lib/passkeys.ts';
import { apiErrorText } from '../lib/error-handler.ts';
import { PendingRequestsBadge } from '../features/requests/pending-badge.tsx';

interface UserDrawerProps {
  open: boolean;
  onClose: () => void;
  user: UserInfo;
}

export default function UserDrawer({ open, onClose, user }: UserDrawerProps) {
  const t = useT(userDrawerMessages);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // docs/product.md "Passkeys": any account adds one later too, where the browser can make one.
  const [canPasskey] = useState(passkeysAvailable);
  const [addingPasskey, setAddingPasskey] = useState(false);
  const onAddPasskey = async () => {
    setAddingPasskey(true);
    try {
      await addPasskey();
      toast.success(u.passkeyAdded);
    } catch (err) {
      toast.error(passkeyCancelled(err) ? u.passkeyCancelled : apiErrorText(err));
    } finally {
      setAddingPasskey(false);
    }
  };
  const u = t.userDrawer;
  const dataEntry: [string, string][] = [
    ['/new-house', u.newHouse],
    ['/add-house', u.addHouse],
    ['/add-student', u.addStudent],
    ['/switch-ward', u.switchWard],
    ['/add-news', u.addNews],
    ['/add-departed', u.addDeparted],
  ];
  const admin: [string, string][] = [
    ['/register', u.register],
    ['/admin/add-board', u.addBoard],
    ['/admin/add-contact', u.addContact],
    ['/admin/add-to-gallery', u.addToGallery],
    ['/admin/add-faq', u.addFaq],
    ['/admin/add-sandeshangal', u.addSandesham],
    ['/admin/edit-history', u.editHistory],
    ['/admin/stats', u.stats],
    ['/admin/ads', u.ads],
    ['/admin/settings', u.settings],
    ['/admin/privacy', u.privacy],
    ['/admin/requests', u.requests],
  ];
  const list = (items: [string, string][]) => (
    <ul className="drawer-links">
      {items.map(([to, label]) => (
        <li key={to}>
          <NavLink to={to} replace>
            {label}
            {to === '/admin/requests' && <PendingRequestsBadge />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  const onLogout = async () => {
    setBusy(true);
    try {
      await logout();
    } catch {
      // The local userInfo is gone either way; the server session expires on its own.
    }
    // Nothing fetched while logged in stays on the phone (docs/decisions.md "One service worker").
    await forgetSessionAnswers();
    toast.info(t.auth.loggedOut);
    await navigate('/', { replace: true });
  };
  return (
    <Modal open={open} onClose={onClose} placement="end" title={u.signedInAs(user.username)} className="user-drawer">
      <nav aria-label={u.label}>
        {/* A family account enters no data (docs/product.md "Family accounts"): its own family's page instead. */}
        {isFamily(user) && list([['/my-family', u.myFamily]])}
        {entersData(user) && (
          <>
            <h3 className="drawer-heading">{u.dataEntry}</h3>
            {list(dataEntry)}
          </>
        )}
        {user.isAdmin && (
          <>
            <h3 className="drawer-heading">{u.adminTools}</h3>
            {list(admin)}
          </>
        )}
        <ul className="drawer-links">
          <li>
            <NavLink to="/change-password" replace>
              {u.changePassword}
            </NavLink>
          </li>
          {canPasskey && (
            <li>
              <button
                type="button"
                className="button"
                onClick={() => void onAddPasskey()}
                disabled={addingPasskey}
                aria-busy={addingPasskey}
              >
                {addingPasskey ? u.addingPasskey : u.addPasskey}
              </button>
            </li>
          )}
        </ul>
        <button type="button" className="button danger logout-button" onClick={() => void onLogout()} disabled={busy}>
          {busy ? u.loggingOut : u.logout}
        </button>
      </nav>
    </Modal>
  );
}
