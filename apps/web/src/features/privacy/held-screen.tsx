// /admin/privacy/family/{id} (docs/product.md "Privacy requests"): all that is held about a family —
// every member field, the photos, the audit entries naming it — to print (print-friendly: the
// site's bars hidden) or download as JSON for an access request, and the erasure of the family for
// an erasure request, behind the kit's delete dialog naming what goes.
import { useParams, useNavigate } from 'react-router';
import type { HeldData } from '@parish/shared/privacy';
import { displayPhone } from '@parish/shared/plain/phone';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useEraseFamily, useHeld } from './api/family.ts';
import { privacyMessages } from './messages.ts';
import './privacy.css';

function download(data: HeldData) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `family-${data.house._id}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function HeldScreen() {
  const h = useT(privacyMessages).privacy.held;
  const { id = '' } = useParams();
  const held = useHeld(id);
  useLoadError(held.error);
  useDocumentTitle(held.data ? h.title(held.data.house.house) : h.loading);
  if (!held.data) return <Loader label={h.loading} />;
  return <HeldView data={held.data} />;
}

function HeldView({ data }: { data: HeldData }) {
  const t = useT(privacyMessages).privacy;
  const h = t.held;
  const f = h.fields;
  const navigate = useNavigate();
  const erase = useEraseFamily();
  const deletion = useDeleteFlow<HeldData>({
    remove: (item) => erase.mutateAsync(item.house._id),
    question: (item) => h.eraseQuestion(item.house.house),
    what: (item) => h.eraseWhat(item.house.house, item.members.length, item.house.image ? 1 : 0),
    successText: h.erased,
    confirmLabel: h.erase,
    busyLabel: h.erasing,
    onDeleted: () => void navigate('/admin/privacy', { replace: true }),
  });
  const birthday = (m: HeldData['members'][number]) =>
    m.birthMonth && m.birthDay ? `${m.birthDay}/${m.birthMonth}` : '';
  return (
    <article className="privacy-held" aria-labelledby="held-title">
      <h1 id="held-title">{h.title(data.house.house)}</h1>
      <p>
        {t.office.ward(data.house.ward)} · {h.generated(data.generatedAt)} · <code>{data.house._id}</code>
      </p>
      <div className="privacy-held-actions no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          {h.print}
        </button>
        <button type="button" className="button" onClick={() => download(data)}>
          {h.download}
        </button>
      </div>

      <h2>{h.members}</h2>
      {data.members.map((m) => (
        <dl key={m._id} className="privacy-held-member">
          <dt>{f.name}</dt>
          <dd>{m.name}</dd>
          <dt>{f.nameEng}</dt>
          <dd>{m.nameEng}</dd>
          <dt>{f.HOH}</dt>
          <dd>{m.HOH ? h.yes : h.no}</dd>
          <dt>{f.relation}</dt>
          <dd>{m.relation}</dd>
          <dt>{f.age}</dt>
          <dd>{m.age}</dd>
          <dt>{f.gender}</dt>
          <dd>{m.gender ? h.male : h.female}</dd>
          <dt>{f.birthday}</dt>
          <dd>{birthday(m)}</dd>
          <dt>{f.blood}</dt>
          <dd>{m.blood}</dd>
          <dt>{f.phone}</dt>
          <dd>{m.phone ? displayPhone(m.phone) : ''}</dd>
          <dt>{f.email}</dt>
          <dd>{m.email}</dd>
          <dt>{f.work}</dt>
          <dd>{m.work}</dd>
          <dt>{f.origin}</dt>
          <dd>{m.origin}</dd>
          <dt>{f.location}</dt>
          <dd>{m.location}</dd>
          <dt>{f.createdAt}</dt>
          <dd>{t.date(m.createdAt)}</dd>
        </dl>
      ))}

      <h2>{h.photos}</h2>
      {data.photos.length ? (
        <ul className="privacy-held-photos">
          {data.photos.map((p) => (
            <li key={p}>
              <a href={p}>{p}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{h.noPhotos}</p>
      )}

      <h2>{h.consents}</h2>
      {data.consents.length ? (
        <ol className="privacy-held-audit">
          {data.consents.map((c) => (
            <li key={c._id}>
              <p>{h.consent(t.date(c.at), c.by, c.source, c.noticeVersion)}</p>
              <pre>{JSON.stringify(c.choices, null, 1)}</pre>
            </li>
          ))}
        </ol>
      ) : (
        <p>{h.noConsents}</p>
      )}

      <h2>{h.audit}</h2>
      {data.audit.length ? (
        <ol className="privacy-held-audit">
          {data.audit.map((a, i) => (
            <li key={i}>
              <p>
                {t.date(a.at)} · {a.username} · {a.action} {a.entity}
              </p>
              {(a.before != null || a.after != null) && (
                <pre>{JSON.stringify({ before: a.before, after: a.after }, null, 1)}</pre>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>{h.noAudit}</p>
      )}

      <div className="privacy-held-erase no-print">
        <button type="button" className="button danger" onClick={() => deletion.ask(data)}>
          {h.erase}
        </button>
      </div>
      {deletion.dialog}
    </article>
  );
}
