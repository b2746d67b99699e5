// /join/{token} (docs/product.md "Join link /join/{token}"): a family's single-use link. Valid: a
// username and a password make the family account, signed in at once; then, where the phone offers
// it, a passkey; then the family's own page. Expired, used, revoked or unknown: a clear message.
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { UserInfo } from '@parish/shared/auth';
import type { JoinState } from '@parish/shared/invitations';
import { RedeemInvitationSchema } from '@parish/shared/invitations';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { PasswordInput, TextInput } from '../../components/form/inputs.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { ApiClientError } from '../../lib/api.ts';
import { apiErrorText } from '../../lib/error-handler.ts';
import { addPasskey, passkeyCancelled, passkeysAvailable } from '../../lib/passkeys.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useJoinLink, useRedeem } from './api/join.ts';
import { joinMessages } from './messages.ts';
import { INVITATION_ERRORS } from '@parish/shared/plain/invitation-errors';
import './join.css';

type Texts = (typeof joinMessages)['ml']['join'];
type Gone = Exclude<JoinState, 'valid'>;

/** Where a family account lives (another feature's screen, reached by its address). */
const MY_FAMILY = '/my-family';

export function JoinScreen() {
  const t = useT(joinMessages).join;
  useDocumentTitle(t.pageTitle);
  const token = useParams().token ?? '';
  const link = useJoinLink(token);
  const [made, setMade] = useState<UserInfo | null>(null);

  if (made) return <Made user={made} t={t} />;
  if (link.isPending) return <Loader label={t.loading} />;
  if (link.error) {
    const status = link.error instanceof ApiClientError ? link.error.status : null;
    // A malformed token (400) is as unknown as one that never was (404).
    if (status === 404 || status === 400) return <GoneView state="unknown" t={t} />;
    return (
      <section className="join-screen" aria-labelledby="join-title">
        <h1 id="join-title">{t.pageTitle}</h1>
        <p className="error-banner" role="alert">
          {t.loadError} {apiErrorText(link.error)}
        </p>
        <button type="button" className="button" onClick={() => void link.refetch()}>
          {t.retry}
        </button>
      </section>
    );
  }
  if (link.data.state !== 'valid') return <GoneView state={link.data.state} t={t} />;
  return (
    <JoinForm token={token} house={link.data.house ?? ''} t={t} onMade={setMade} onGone={() => void link.refetch()} />
  );
}

function GoneView({ state, t }: { state: Gone; t: Texts }) {
  const words = t.gone[state];
  return (
    <section className="join-screen" aria-labelledby="join-title" data-testid={`join-${state}`}>
      <h1 id="join-title">{words.title}</h1>
      <p>{words.text}</p>
      <div className="dialog-actions">
        {state === 'used' && (
          <Link to="/login" className="button">
            {t.login}
          </Link>
        )}
        <Link to="/" className="button primary">
          {t.goHome}
        </Link>
      </div>
    </section>
  );
}

function JoinForm({
  token,
  house,
  t,
  onMade,
  onGone,
}: {
  token: string;
  house: string;
  t: Texts;
  onMade: (user: UserInfo) => void;
  onGone: () => void;
}) {
  const id = useId();
  const redeem = useRedeem(token);
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: RedeemInvitationSchema,
    initial: { username: '', password: '' },
    fields: {
      username: { label: t.username, hint: t.usernameHint, required: true, invalid: t.badUsername },
      password: { label: t.password, hint: t.passwordHint, required: true, custom: t.commonPassword },
    },
    idPrefix: id,
    fixErrorsText: t.fixErrors,
    // Nothing the family typed is worth keeping once the link is spent.
    guardLeave: false,
    failureText: (err) => {
      const code = err instanceof ApiClientError ? err.code : '';
      if (code === INVITATION_ERRORS.used) return t.gone.used.title;
      if (code === INVITATION_ERRORS.expired) return t.gone.expired.title;
      if (code === INVITATION_ERRORS.revoked) return t.gone.revoked.title;
      return apiErrorText(err);
    },
    onSubmit: async (body) => {
      try {
        const user = await redeem.mutateAsync(body);
        toast.success(t.welcome(user.username));
        if (passkeysAvailable()) onMade(user);
        else await navigate(MY_FAMILY, { replace: true });
      } catch (err) {
        // Used, expired or revoked meanwhile: the screen says so in its own words.
        if (err instanceof ApiClientError && err.status === 410) onGone();
        throw err;
      }
    },
  });
  return (
    <section className="join-screen" aria-labelledby="join-title">
      <h1 id="join-title">{t.title(house)}</h1>
      <p>{t.intro}</p>
      <form className="data-form join-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <TextInput
          form={form}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          lang="en"
        />
        <PasswordInput form={form} name="password" autoComplete="new-password" />
        <FormError form={form} />
        <div className="form-footer">
          <SubmitButton form={form} label={t.create} busyLabel={t.creating} />
        </div>
      </form>
    </section>
  );
}

/** The account is made and signed in: a passkey now, or straight on to the family's page. */
function Made({ user, t }: { user: UserInfo; t: Texts }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onAdd = async () => {
    setBusy(true);
    setError(null);
    try {
      await addPasskey();
      toast.success(t.passkeyAdded);
      await navigate(MY_FAMILY, { replace: true });
    } catch (err) {
      setError(passkeyCancelled(err) ? t.passkeyCancelled : apiErrorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="join-screen" aria-labelledby="join-title" data-testid="join-made">
      <h1 id="join-title">{t.made(user.username)}</h1>
      <p>{t.passkeyOffer}</p>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={() => void onAdd()} disabled={busy} aria-busy={busy}>
          {busy ? t.addingPasskey : t.addPasskey}
        </button>
        <Link to={MY_FAMILY} replace className="button">
          {t.skip}
        </Link>
      </div>
    </section>
  );
}
