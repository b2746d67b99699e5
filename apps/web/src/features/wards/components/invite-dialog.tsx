// A family's invitations (admin ward page, docs/product.md "Family invitations"): a single-use link
// for the family or one member, handed over as a QR code (on screen or on a printed slip) or through
// WhatsApp to the member's number; the family's links with their state, each revocable until used.
// The QR code is drawn by uqr (docs/decisions.md "QR codes with uqr"), loaded with this dialog only.
import { useId, useState } from 'react';
import { encode } from 'uqr';
import type { House } from '@parish/shared/houses';
import { InvitationCreateSchema, type Invitation, type NewInvitation } from '@parish/shared/invitations';
import { PARISH_TIME_ZONE } from '@parish/shared/plain/week';
import { FormError, SubmitButton } from '../../../components/form/form-actions.tsx';
import { SelectInput } from '../../../components/form/inputs.tsx';
import { Loader } from '../../../components/loader.tsx';
import { Modal } from '../../../components/modal.tsx';
import { defineMessages, useLanguage, useT } from '../../../i18n/language.tsx';
import { apiErrorText } from '../../../lib/error-handler.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateInvitation, useInvitations, useRevokeInvitation } from '../api/invitations.ts';
import { ApiClientError } from '../../../lib/api.ts';
import { INVITATION_ERRORS } from '@parish/shared/plain/invitation-errors';
import './invite-dialog.css';

type Texts = (typeof inviteMessages)['ml']['invite'];

export function InviteDialog({ house, onClose }: { house: House; onClose: () => void }) {
  const t = useT(inviteMessages).invite;
  const [made, setMade] = useState<NewInvitation | null>(null);
  const [slip, setSlip] = useState(false);
  return (
    <Modal open onClose={onClose} title={t.title(house.house)} placement="full" className="invite-dialog">
      {made && slip ? (
        <Slip house={house} made={made} t={t} onBack={() => setSlip(false)} />
      ) : (
        <>
          {made ? (
            <MadeLink made={made} t={t} onSlip={() => setSlip(true)} onAnother={() => setMade(null)} />
          ) : (
            <NewLinkForm house={house} t={t} onMade={setMade} />
          )}
          <InvitationList houseId={house._id} t={t} />
        </>
      )}
    </Modal>
  );
}

function NewLinkForm({ house, t, onMade }: { house: House; t: Texts; onMade: (made: NewInvitation) => void }) {
  const id = useId();
  const create = useCreateInvitation();
  const form = useSchemaForm({
    schema: InvitationCreateSchema,
    initial: { memberId: '' },
    fields: { memberId: { label: t.member, hint: t.memberHint } },
    idPrefix: id,
    guardLeave: false,
    toInput: (v: { memberId: string }) => ({ memberId: v.memberId || null }),
    onSubmit: async (input) => {
      onMade(await create.mutateAsync({ houseId: house._id, input }));
    },
  });
  const options = house.members.map((m) => ({
    value: m._id,
    label: m.phone ? `${m.name} (${m.phone})` : `${m.name} · ${t.noPhone}`,
  }));
  return (
    <form className="data-form invite-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <p className="muted">{t.explain}</p>
      <SelectInput form={form} name="memberId" options={options} placeholder={t.wholeFamily} />
      <FormError form={form} />
      <div className="form-footer">
        <SubmitButton form={form} label={t.make} busyLabel={t.making} />
      </div>
    </form>
  );
}

/** The QR code of a link, drawn as one SVG path (dark modules), with a quiet zone of 2. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className="invite-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

function MadeLink({
  made,
  t,
  onSlip,
  onAnother,
}: {
  made: NewInvitation;
  t: Texts;
  onSlip: () => void;
  onAnother: () => void;
}) {
  const when = useWhen();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made.link);
      toast.success(t.copied);
    } catch {
      // No clipboard (an old browser, or not allowed): the link is on screen to select by hand.
      toast.error(t.copyFailed);
    }
  };
  return (
    <section className="invite-made" aria-label={t.newLink} data-testid="invite-made">
      <QrCode text={made.link} label={t.qrLabel} />
      <p className="invite-link">
        <a href={made.link} data-testid="invite-link" lang="en">
          {made.link}
        </a>
      </p>
      <p className="muted">
        {t.expires(when.format(new Date(made.expiresAt)))}
        {made.invitation.memberName ? ` · ${t.forMember(made.invitation.memberName)}` : ''}
      </p>
      <div className="invite-actions">
        {made.whatsapp && (
          <a className="button primary" href={made.whatsapp} target="_blank" rel="noopener noreferrer">
            {t.whatsapp}
          </a>
        )}
        <button type="button" className="button" onClick={() => void copy()}>
          {t.copy}
        </button>
        <button type="button" className="button" onClick={onSlip}>
          {t.slip}
        </button>
        <button type="button" className="button" onClick={onAnother}>
          {t.another}
        </button>
      </div>
    </section>
  );
}

/** The slip handed to a family on paper: its name, the QR code, how to use it. Printed alone (invite-dialog.css). */
function Slip({ house, made, t, onBack }: { house: House; made: NewInvitation; t: Texts; onBack: () => void }) {
  const when = useWhen();
  return (
    <div className="invite-slip-view">
      <article className="invite-slip" data-testid="invite-slip" lang="ml">
        <h2>{t.slipTitle(house.house)}</h2>
        <QrCode text={made.link} label={t.qrLabel} />
        <ol>
          {t.slipSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="invite-slip-link">{made.link}</p>
        <p>{t.slipExpires(when.format(new Date(made.expiresAt)))}</p>
      </article>
      <div className="invite-actions no-print">
        <button type="button" className="button primary" onClick={() => window.print()}>
          {t.print}
        </button>
        <button type="button" className="button" onClick={onBack}>
          {t.back}
        </button>
      </div>
    </div>
  );
}

function useWhen() {
  const { lang } = useLanguage();
  return new Intl.DateTimeFormat(lang === 'ml' ? 'ml-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeZone: PARISH_TIME_ZONE,
  });
}

function InvitationList({ houseId, t }: { houseId: string; t: Texts }) {
  const list = useInvitations(houseId);
  const revoke = useRevokeInvitation();
  const when = useWhen();
  const [revoking, setRevoking] = useState<string | null>(null);
  const onRevoke = async (inv: Invitation) => {
    setRevoking(inv._id);
    try {
      await revoke.mutateAsync(inv._id);
      toast.success(t.revoked);
    } catch (err) {
      const used = err instanceof ApiClientError && err.code === INVITATION_ERRORS.used;
      toast.error(used ? t.usedMeanwhile : apiErrorText(err));
    } finally {
      setRevoking(null);
    }
  };
  return (
    <section className="invite-list" aria-labelledby="invite-list-title">
      <h3 id="invite-list-title">{t.list}</h3>
      {list.isPending ? (
        <Loader inline label={t.loading} />
      ) : list.error ? (
        <div>
          <p className="error-banner" role="alert">
            {t.loadError} {apiErrorText(list.error)}
          </p>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <ul>
          {list.data.map((inv) => (
            <li key={inv._id} data-testid="invitation-row" data-state={inv.state}>
              <span className={`invite-state invite-state-${inv.state}`}>{t.states[inv.state]}</span>
              <span>
                {inv.memberName ? t.forMember(inv.memberName) : t.wholeFamily}
                {' · '}
                {t.made(inv.createdBy, when.format(new Date(inv.createdAt)))}
                {' · '}
                {inv.state === 'used' && inv.usedBy
                  ? t.usedBy(inv.usedBy, when.format(new Date(inv.usedAt ?? inv.createdAt)))
                  : t.expires(when.format(new Date(inv.expiresAt)))}
              </span>
              {inv.state === 'valid' && (
                <button
                  type="button"
                  className="button small danger"
                  onClick={() => void onRevoke(inv)}
                  disabled={revoking !== null}
                  aria-busy={revoking === inv._id}
                >
                  {revoking === inv._id ? t.revoking : t.revoke}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// The dialog's texts live here: only the admin's lazy dialog needs them (as the privacy dialog's).
export const inviteMessages = defineMessages({
  ml: {
    invite: {
      title: (house: string) => `${house}: ക്ഷണം`,
      // prettier-ignore
      explain: 'ഈ കുടുംബത്തിന് ഇടവക വെബ്സൈറ്റിൽ സ്വന്തം അക്കൗണ്ട് ഉണ്ടാക്കാനുള്ള ലിങ്ക്. ഒരു തവണ ' +
        'മാത്രം ഉപയോഗിക്കാം, 14 ദിവസത്തേക്ക്.',
      member: 'ആർക്കുവേണ്ടി',
      memberHint: 'ഒരംഗത്തെ തിരഞ്ഞെടുത്താൽ അവരുടെ നമ്പറിലേക്ക് വാട്സ്ആപ്പിൽ അയയ്ക്കാം',
      wholeFamily: 'കുടുംബത്തിന്',
      noPhone: 'ഫോൺ നമ്പറില്ല',
      make: 'ലിങ്ക് ഉണ്ടാക്കുക',
      making: 'ഉണ്ടാക്കുന്നു…',
      newLink: 'പുതിയ ലിങ്ക്',
      qrLabel: 'ക്ഷണ ലിങ്കിന്റെ QR കോഡ്',
      expires: (date: string) => `${date} വരെ`,
      forMember: (name: string) => `അംഗം: ${name}`,
      whatsapp: 'വാട്സ്ആപ്പിൽ അയയ്ക്കുക',
      copy: 'ലിങ്ക് പകർത്തുക',
      copied: 'ലിങ്ക് പകർത്തി',
      copyFailed: 'പകർത്താനായില്ല: ലിങ്ക് തിരഞ്ഞെടുത്ത് പകർത്തുക',
      slip: 'സ്ലിപ്പ് അച്ചടിക്കുക',
      another: 'മറ്റൊരു ലിങ്ക്',
      slipTitle: (house: string) => `${house} കുടുംബത്തിന് ഇടവക വെബ്സൈറ്റിലേക്ക് ക്ഷണം`,
      slipSteps: [
        'ഫോണിലെ ക്യാമറ കൊണ്ട് ഈ QR കോഡ് സ്കാൻ ചെയ്യുക.',
        'തുറക്കുന്ന പേജിൽ ഒരു ഉപയോക്തൃനാമവും പാസ്‌വേഡും തിരഞ്ഞെടുക്കുക.',
        'അതോടെ നിങ്ങളുടെ കുടുംബത്തിന്റെ വിവരങ്ങൾ കാണാനും തിരുത്തലുകൾ ഓഫീസിനെ അറിയിക്കാനും കഴിയും.',
      ],
      slipExpires: (date: string) => `ഈ ലിങ്ക് ഒരു തവണ മാത്രം, ${date} വരെ. സംശയങ്ങൾക്ക് ഇടവക ഓഫീസിനെ സമീപിക്കുക.`,
      print: 'അച്ചടിക്കുക',
      back: 'തിരികെ',
      list: 'ഈ കുടുംബത്തിന്റെ ലിങ്കുകൾ',
      loading: 'ലിങ്കുകൾ ലോഡ് ചെയ്യുന്നു…',
      loadError: 'ലിങ്കുകൾ ലഭ്യമായില്ല.',
      retry: 'വീണ്ടും ശ്രമിക്കുക',
      none: 'ഇതുവരെ ലിങ്കുകളൊന്നുമില്ല',
      states: { valid: 'സാധുവാണ്', expired: 'കാലാവധി കഴിഞ്ഞു', used: 'ഉപയോഗിച്ചു', revoked: 'റദ്ദാക്കി' },
      made: (by: string, date: string) => `ഉണ്ടാക്കിയത്: ${by}, ${date}`,
      usedBy: (name: string, date: string) => `ഉപയോഗിച്ചത്: ${name} (${date})`,
      revoke: 'റദ്ദാക്കുക',
      revoking: 'റദ്ദാക്കുന്നു…',
      revoked: 'ലിങ്ക് റദ്ദാക്കി',
      usedMeanwhile: 'ഈ ലിങ്ക് ഇതിനകം ഉപയോഗിച്ചു; റദ്ദാക്കാനാവില്ല',
    },
  },
  en: {
    invite: {
      title: (house: string) => `${house}: invitation`,
      explain: 'A link for this family to make its own account on the parish website. It works once, for 14 days.',
      member: 'For whom',
      memberHint: 'Choose a member to send it to their number through WhatsApp',
      wholeFamily: 'For the family',
      noPhone: 'no phone',
      make: 'Make a link',
      making: 'Making…',
      newLink: 'New link',
      qrLabel: 'QR code of the invitation link',
      expires: (date: string) => `until ${date}`,
      forMember: (name: string) => `for ${name}`,
      whatsapp: 'Send through WhatsApp',
      copy: 'Copy link',
      copied: 'Link copied',
      copyFailed: 'Could not copy: select the link and copy it',
      slip: 'Print a slip',
      another: 'Another link',
      slipTitle: (house: string) => `An invitation to the parish website for the ${house} family`,
      slipSteps: [
        "Scan this QR code with your phone's camera.",
        'On the page that opens, choose a username and a password.',
        "Then you can see your family's record and send corrections to the office.",
      ],
      slipExpires: (date: string) => `The link works once, until ${date}. Ask the parish office if in doubt.`,
      print: 'Print',
      back: 'Back',
      list: "This family's links",
      loading: 'Loading the links…',
      loadError: 'The links could not be loaded.',
      retry: 'Try again',
      none: 'No links yet',
      states: { valid: 'Valid', expired: 'Expired', used: 'Used', revoked: 'Revoked' },
      made: (by: string, date: string) => `made by ${by} on ${date}`,
      usedBy: (name: string, date: string) => `used by ${name} on ${date}`,
      revoke: 'Revoke',
      revoking: 'Revoking…',
      revoked: 'Link revoked',
      usedMeanwhile: 'This link has been used already; it cannot be revoked',
    },
  },
});
