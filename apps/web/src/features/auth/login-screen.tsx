// Spec §2 /login: username and password; the server's message on failure; userInfo stored locally.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/language.tsx';
import { apiErrorText } from '../../lib/error-handler.ts';
import { useUserInfo } from '../../lib/auth-store.ts';
import { toast } from '../../lib/toast.ts';
import { login, logout } from './api/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

function fromOf(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && from !== '/login' ? from : undefined;
}

export function LoginScreen() {
  const t = useT();
  useDocumentTitle(t.titles.login);
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUserInfo();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const from = fromOf(location.state);
  const target = from ?? '/';

  // Already logged in with enough rights for where a guard sent them from: no form needed.
  if (user?.isAdmin && from && !busy) return <Navigate to={target} replace />;

  const onLogout = async () => {
    setBusy(true);
    try {
      await logout();
      toast.success(t.auth.loggedOut);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError(t.auth.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const userInfo = await login({ username: username.trim(), password });
      toast.success(t.auth.welcome(userInfo.username));
      await navigate(target, { replace: true });
    } catch (err) {
      setError(apiErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="login-screen" aria-labelledby="login-title">
      <h1 id="login-title">{t.auth.title}</h1>
      {user && !busy && (
        // Issue 8: opened while logged in, the screen says who is, and offers logout or home; the
        // form below stays, to log in as someone else.
        <div className="logged-in-as" role="status">
          <p>{t.auth.loggedInAs(user.username)}</p>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => void onLogout()}>{t.auth.logout}</button>
            <Link to="/" className="button primary">{t.auth.goHome}</Link>
          </div>
        </div>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="form">
        <label htmlFor="login-username">{t.auth.username}</label>
        <input id="login-username" name="username" autoComplete="username" autoCapitalize="none" value={username} onChange={(e) => setUsername(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'login-error' : undefined} />
        <label htmlFor="login-password">{t.auth.password}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'login-error' : undefined} />
        {error && <p id="login-error" role="alert" className="error-text">{error}</p>}
        <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>{busy ? t.auth.submitting : t.auth.submit}</button>
      </form>
    </section>
  );
}
