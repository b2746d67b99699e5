// docs/product.md "Login": username and password; the server's message on failure; userInfo stored locally.
import { forgetSessionAnswers } from '../../lib/session-caches.ts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Redirect } from '../../components/redirect.tsx';
import { LoginSchema } from '@parish/shared/auth';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { PasswordInput, TextInput } from '../../components/form/inputs.tsx';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { apiErrors } from '../../i18n/api-errors.ts';
import { useUserInfo } from '../../lib/auth-store.ts';
import { toast } from '../../lib/toast.ts';
import { login, logout } from './api/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { loginMessages } from './login-messages.ts';
import { LOGIN_FORM_ACTION, returnPathOf } from '@parish/shared/plain/login-form';
import { passkeyCancelled, passkeysAvailable, signInWithPasskey } from '../../lib/passkeys.ts';
import { apiErrorText } from '../../lib/error-handler.ts';
import { ApiClientError } from '../../lib/api.ts';
import { INVITATION_ERRORS } from '@parish/shared/plain/invitation-errors';

/** The page a guard sent the user from: in the navigation state, or `?from=` after the server's redirect. */
function fromOf(state: unknown, search: string): string | undefined {
  const fromState = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  // A path of this site only ('//host' would leave it).
  return returnPathOf(fromState ?? new URLSearchParams(search).get('from'));
}

function needsAdminOf(state: unknown, search: string): boolean {
  if (typeof state === 'object' && state !== null && (state as { needsAdmin?: unknown }).needsAdmin === true)
    return true;
  return new URLSearchParams(search).get('needs') === 'admin';
}

/** Who is logged in, with a logout button (its label says what it is for) and the way home. */
function LoggedInAs({
  text,
  logoutLabel,
  homeLabel,
  onLogout,
}: {
  text: string;
  logoutLabel: string;
  homeLabel: string;
  onLogout: () => Promise<unknown>;
}) {
  return (
    <div className="logged-in-as" role="status">
      <p>{text}</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => void onLogout()}>
          {logoutLabel}
        </button>
        <Link to="/" className="button primary">
          {homeLabel}
        </Link>
      </div>
    </div>
  );
}

export function LoginScreen() {
  const t = useT(loginMessages);
  useDocumentTitle(t.titles.login);
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUserInfo();
  const [loggingOut, setLoggingOut] = useState(false);
  const from = fromOf(location.state, location.search);
  const needsAdmin = needsAdminOf(location.state, location.search);
  // A user (not an admin) whom an admin page's guard sent here: that page is not for this account.
  const notAdmin = Boolean(user && !user.isAdmin && from && needsAdmin);
  // Sent here by the server's redirect (/login?from=…): the address becomes /login, the page it
  // came from rides in the navigation state as after the browser's own guard.
  const query = new URLSearchParams(location.search);
  const fromQuery = query.has('from') || query.has('error');
  useEffect(() => {
    if (fromQuery) void navigate('/login', { replace: true, state: { from, needsAdmin } });
  }, [fromQuery, from, needsAdmin, navigate]);
  // The form post's answer when it failed (`?error=` its code, docs/decisions.md "The first tap
  // counts"): said in the page's words, until the form is sent again.
  const [sentError] = useState(() => query.get('error'));
  const { lang } = useLanguage();
  const sentErrorText =
    sentError === 'validation_error'
      ? t.login.enterCredentials
      : sentError && Object.hasOwn(apiErrors.ml, sentError)
        ? apiErrors[lang][sentError as keyof typeof apiErrors.ml]
        : null;
  const target = from ?? '/';
  const form = useSchemaForm({
    schema: LoginSchema,
    initial: { username: '', password: '' },
    // Nothing to lose by leaving a login half typed.
    guardLeave: false,
    fields: { username: { label: t.login.username }, password: { label: t.login.password } },
    idPrefix: 'login',
    fixErrorsText: t.login.enterCredentials,
    onSubmit: async (body) => {
      const userInfo = await login(body);
      toast.success(t.login.welcome(userInfo.username));
      await navigate(target, { replace: true });
    },
  });
  // docs/product.md "Passkeys": beside the password, where the browser has WebAuthn (known after
  // hydration only: the server cannot tell).
  const [canPasskey, setCanPasskey] = useState(false);
  useEffect(() => setCanPasskey(passkeysAvailable()), []);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const onPasskey = async () => {
    setPasskeyBusy(true);
    setPasskeyError(null);
    try {
      const userInfo = await signInWithPasskey();
      toast.success(t.login.welcome(userInfo.username));
      await navigate(target, { replace: true });
    } catch (err) {
      setPasskeyError(
        passkeyCancelled(err)
          ? t.login.passkeyCancelled
          : err instanceof ApiClientError && err.code === INVITATION_ERRORS.passkeyFailed
            ? t.login.passkeyFailed
            : apiErrorText(err),
      );
    } finally {
      setPasskeyBusy(false);
    }
  };
  const busy = form.busy || loggingOut || passkeyBusy;

  // Already logged in with enough rights for where a guard sent them from: no form needed.
  if (user?.isAdmin && from && !busy) return <Redirect to={target} />;

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
      toast.success(t.auth.loggedOut);
    } finally {
      // Nothing fetched while logged in stays on the phone (docs/decisions.md "One service worker").
      await forgetSessionAnswers();
      setLoggingOut(false);
    }
  };

  if (notAdmin && user && !busy) {
    // docs/product.md "Screens" sends a non-admin to /login; instead of an empty form, the screen says why, and offers
    // home or logging out to log in as an admin (then the form shows, and leads back to the page).
    return (
      <section className="login-screen" aria-labelledby="login-title">
        <h1 id="login-title">{t.login.needsAdmin}</h1>
        <LoggedInAs
          text={t.login.notAdmin(user.username)}
          logoutLabel={t.login.loginAsAdmin}
          homeLabel={t.login.goHome}
          onLogout={onLogout}
        />
      </section>
    );
  }

  return (
    <section className="login-screen" aria-labelledby="login-title">
      <h1 id="login-title">{t.login.title}</h1>
      {user && !busy && (
        // Opened while logged in, the screen says who is, and offers logout or home; the
        // form below stays, to log in as someone else.
        <LoggedInAs
          text={t.login.loggedInAs(user.username)}
          logoutLabel={t.login.logout}
          homeLabel={t.login.goHome}
          onLogout={onLogout}
        />
      )}
      {/* Before the page is live the browser posts the form itself (the server answers with the
          session and a redirect); once live, the app sends it (docs/decisions.md "The first tap counts"). */}
      <form
        method="post"
        action={LOGIN_FORM_ACTION}
        onSubmit={(e) => void form.handleSubmit(e)}
        noValidate
        className="form"
      >
        {from && <input type="hidden" name="from" value={from} />}
        <TextInput form={form} name="username" autoComplete="username" autoCapitalize="none" />
        <PasswordInput form={form} name="password" autoComplete="current-password" />
        <FormError form={form} className="error-text" />
        {!form.formError && !form.busy && sentErrorText && (
          <p className="error-text" role="alert">
            {sentErrorText}
          </p>
        )}
        <SubmitButton form={form} label={t.login.submit} busyLabel={t.login.submitting} posts />
      </form>
      {canPasskey && (
        <div className="passkey-login">
          <button
            type="button"
            className="button"
            onClick={() => void onPasskey()}
            disabled={busy}
            aria-busy={passkeyBusy}
            data-testid="passkey-login"
          >
            {passkeyBusy ? t.login.passkeyWaiting : t.login.passkey}
          </button>
          {passkeyError && (
            <p className="error-text" role="alert">
              {passkeyError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
