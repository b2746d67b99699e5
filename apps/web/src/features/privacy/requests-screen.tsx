// /admin/privacy (docs/product.md "Privacy requests"): the office's queue of requests, the open ones
// first and oldest first, each with the day it came and the day it must be answered by (90 days),
// answered or refused in place; a family id field leads to all that is held about a family.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  PRIVACY_REQUEST_STATUSES,
  PrivacyRequestUpdateSchema,
  type PrivacyRequest,
  type PrivacyRequestStatus,
} from '@parish/shared/privacy';
import { displayPhone, telLink } from '@parish/shared/plain/phone';
import { ErrorLine, FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { SelectInput, TextArea } from '../../components/form/inputs.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { useAnswerRequest, usePrivacyRequests } from './api/requests.ts';
import { useRenewals } from './api/notice.ts';
import { privacyMessages } from './messages.ts';
import './privacy.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function PrivacyRequestsScreen() {
  const t = useT(privacyMessages).privacy;
  const o = t.office;
  useDocumentTitle(o.title);
  const requests = usePrivacyRequests();
  useLoadError(requests.error);
  return (
    <div className="privacy-office">
      <h1>{o.title}</h1>
      <p>
        <Link to="/admin/privacy/notice">{o.editNotice}</Link>
      </p>
      <FamilyIdField />
      <RenewalsList />
      {requests.isPending && <Loader label={o.loading} />}
      {requests.data && (
        <>
          <p data-testid="privacy-open-count">{o.open(requests.data.open)}</p>
          {requests.data.items.length === 0 && <p>{o.empty}</p>}
          <ol className="privacy-requests">
            {requests.data.items.map((item) => (
              <li key={item._id}>
                <RequestCard item={item} />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

/** docs/product.md "Privacy notice": consents given under an older notice, each a link to the family's data. */
function RenewalsList() {
  const o = useT(privacyMessages).privacy.office;
  const renewals = useRenewals();
  useLoadError(renewals.error);
  return (
    <section className="privacy-renewals" aria-labelledby="privacy-renewals-title">
      <h2 id="privacy-renewals-title">{o.renewals}</h2>
      {renewals.isPending && <Loader label={o.renewalsLoading} />}
      {renewals.data && renewals.data.items.length === 0 && <p>{o.renewalsNone}</p>}
      {renewals.data && renewals.data.items.length > 0 && (
        <>
          <p>{o.renewalsHint(renewals.data.noticeVersion)}</p>
          <ul data-testid="privacy-renewals">
            {renewals.data.items.map((item) => (
              <li key={item.houseId}>
                <Link to={`/admin/privacy/family/${item.houseId}`}>{item.house}</Link> · {o.ward(item.ward)} ·{' '}
                {o.consentedUnder(item.noticeVersion, item.consentedAt)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function FamilyIdField() {
  const o = useT(privacyMessages).privacy.office;
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const familyId = value.trim();
    if (!UUID.test(familyId)) {
      setError(o.badFamilyId);
      return;
    }
    void navigate(`/admin/privacy/family/${familyId}`);
  };
  return (
    <form className="privacy-family-id" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-family`}>{o.familyId}</label>
      <p className="field-hint" id={`${id}-hint`}>
        {o.familyIdHint}
      </p>
      <div className="privacy-family-id-row">
        <input
          id={`${id}-family`}
          value={value}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button">
          {o.show}
        </button>
      </div>
      <ErrorLine text={error} />
    </form>
  );
}

function RequestCard({ item }: { item: PrivacyRequest }) {
  const t = useT(privacyMessages).privacy;
  const o = t.office;
  const id = useId();
  const answer = useAnswerRequest();
  const overdue = item.status === 'open' && Date.parse(item.dueAt) < Date.now();
  const fields: FieldCatalog = {
    status: { label: o.status, required: true },
    answer: { label: o.answer, missing: o.answerMissing, custom: o.answerMissing },
  };
  const form = useSchemaForm({
    schema: PrivacyRequestUpdateSchema,
    initial: { status: item.status as string, answer: item.answer },
    fields,
    idPrefix: id,
    guardLeave: false,
    onSubmit: async (update) => {
      await answer.mutateAsync({ id: item._id, update });
      toast.success(o.saved);
    },
  });
  return (
    <article className={`privacy-request-card status-${item.status}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t.request.kinds[item.kind]}: {item.name}
      </h2>
      <dl className="privacy-request-facts">
        <dt>{o.received}</dt>
        <dd>{t.date(item.receivedAt)}</dd>
        <dt>{o.due}</dt>
        <dd className={overdue ? 'overdue' : undefined}>
          {t.date(item.dueAt)}
          {overdue && ` (${o.overdue})`}
        </dd>
        <dt>{t.request.phone}</dt>
        <dd>
          <a href={telLink(item.phone)}>{displayPhone(item.phone)}</a>
        </dd>
        {(item.house || item.ward) && (
          <>
            <dt>{t.request.house}</dt>
            <dd>{[item.house, item.ward ? o.ward(item.ward) : ''].filter(Boolean).join(', ')}</dd>
          </>
        )}
        {item.answeredBy && item.answeredAt && (
          <>
            <dt>{o.statuses[item.status]}</dt>
            <dd>{o.answeredBy(item.answeredBy, item.answeredAt)}</dd>
          </>
        )}
      </dl>
      <p className="privacy-request-text">{item.text}</p>
      <form className="data-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <SelectInput
          form={form}
          name="status"
          placeholder={false}
          options={PRIVACY_REQUEST_STATUSES.map((s: PrivacyRequestStatus) => ({ value: s, label: o.statuses[s] }))}
        />
        <TextArea form={form} name="answer" rows={3} />
        <FormError form={form} />
        <div className="form-footer">
          <SubmitButton form={form} label={o.save} busyLabel={o.saving} />
        </div>
      </form>
    </article>
  );
}
