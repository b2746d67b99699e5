// /admin/requests (docs/product.md "Requests queue /admin/requests"): the office's queue, pending
// requests oldest first with their count; each shows field by field what changes (old → new,
// photos side by side) and what the office changed meanwhile (conflicts); approve, approve with
// edits (the proposal's fields on the form kit, checked with the kind's own schema), or reject
// with a reason the family reads.
import { Fragment, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { requests } from '@parish/shared/plain/routes/requests';
import {
  CHANGE_REQUEST_STATUSES,
  proposalSchemaOf,
  RejectSchema,
  type ChangeRequest,
  type ChangeRequestStatus,
} from '@parish/shared/requests';
import { displayPhone } from '@parish/shared/plain/phone';
import { WARDS } from '@parish/shared/plain/wards';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { CheckboxInput, SelectInput, TextArea, TextInput } from '../../components/form/inputs.tsx';
import { Loader } from '../../components/loader.tsx';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { ApiClientError } from '../../lib/api.ts';
import { allOf } from '../../lib/query-keys.ts';
import { toastActionError } from '../../lib/error-handler.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { getPath, setPath, useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { useApprove, useReject, useRequests } from './api.ts';
import { requestsMessages } from './messages.ts';
import './requests.css';

type Texts = ReturnType<typeof useQueueTexts>;
const useQueueTexts = () => useT(requestsMessages).queue;
type Obj = Record<string, unknown>;

const NUMBER_FIELDS = new Set(['age', 'ward', 'birthMonth', 'birthDay']);
const MEMBER_EDIT_FIELDS = ['name', 'nameEng', 'age', 'gender', 'HOH', 'relation', 'phone', 'work'];
const JOIN_MEMBER_FIELDS = ['name', 'relation', 'age', 'gender', 'phone', 'HOH'];

const lastOf = (path: string) => path.split('.').at(-1) ?? path;

function show(value: unknown, key: string, q: Texts): string {
  if (value === undefined || value === null || value === '') return q.empty_;
  if (key === 'HOH' || key === 'parentConsent') return value ? q.yes : q.no;
  if (key === 'gender') return value ? q.male : q.female;
  if ((key === 'phone' || key === 'contactPhone') && typeof value === 'string') return displayPhone(value);
  if (key === 'reason' && typeof value === 'string') return q.reasons[value] ?? value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A new member's fields in the member form's order: the name first. */
const MEMBER_FIELD_ORDER = [
  'name',
  'nameEng',
  'relation',
  'HOH',
  'gender',
  'age',
  'phone',
  'work',
  'origin',
  'location',
];
const fieldRank = (key: string) => {
  const i = MEMBER_FIELD_ORDER.indexOf(key);
  return i < 0 ? MEMBER_FIELD_ORDER.length : i;
};

interface Row {
  key: string;
  label: string;
  old: string;
  new: string;
}

/** Field by field what the request changes (docs/product.md "Requests queue /admin/requests"). */
function changeRows(req: ChangeRequest, q: Texts): Row[] {
  const p = (req.applied ?? req.proposed) as Obj;
  // "Now" is the record's value now: where the office changed a field since, not what the family read.
  const read = { ...(req.read as Obj), ...(req.current ?? {}) };
  const label = (k: string) => q.labels[k] ?? k;
  const row = (key: string, before: unknown, after: unknown): Row => ({
    key,
    label: label(lastOf(key)),
    old: show(before, lastOf(key), q),
    new: show(after, lastOf(key), q),
  });
  switch (req.kind) {
    case 'member-update':
      return Object.entries((p.changes ?? {}) as Obj).map(([k, v]) => row(k, read[k], v));
    case 'member-add':
      return Object.entries((p.member ?? {}) as Obj)
        .filter(([, v]) => v !== '' && v !== null)
        .sort(([a], [b]) => fieldRank(a) - fieldRank(b))
        .map(([k, v]) => row(k, undefined, v));
    case 'member-remove':
      return [
        row('member', req.memberName, q.empty_),
        row('reason', undefined, p.reason),
        row('note', undefined, p.note),
      ];
    case 'privacy': {
      const choices = (p.choices ?? {}) as Obj;
      const rows = (['listed', 'photo'] as const).map((k) => row(k, read[k], choices[k]));
      const readMembers = (Array.isArray(read.members) ? read.members : []) as Obj[];
      for (const m of (Array.isArray(choices.members) ? choices.members : []) as Obj[]) {
        const before = readMembers.find((r) => r._id === m._id) ?? {};
        const who = String(before.name ?? '');
        for (const [k, v] of Object.entries(m)) {
          if (k === '_id') continue;
          if (JSON.stringify(before[k] ?? null) === JSON.stringify(v ?? null)) continue;
          rows.push({
            key: `${String(m._id)}.${k}`,
            label: `${who} · ${label(k)}`,
            old: show(before[k], k, q),
            new: show(v, k, q),
          });
        }
      }
      return rows;
    }
    case 'join': {
      const rows = ['house', 'ward', 'address', 'contactName', 'contactPhone', 'note'].map((k) =>
        row(k, undefined, p[k]),
      );
      ((p.members ?? []) as Obj[]).forEach((m, i) => {
        const facts = [
          m.relation,
          m.age,
          show(m.gender, 'gender', q),
          m.HOH ? q.labels.HOH : '',
          m.phone ? displayPhone(String(m.phone)) : '',
        ]
          .filter((x) => x !== '' && x !== undefined && x !== null)
          .join(', ');
        rows.push({
          key: `m${i}`,
          label: `${q.labels.member} ${i + 1}`,
          old: q.empty_,
          new: `${String(m.name)} (${facts})`,
        });
      });
      return rows;
    }
    default:
      return [];
  }
}

/** A new member or a new family has no values now: the table leaves that column out. */
function ChangesTable({ req, conflicts }: { req: ChangeRequest; conflicts: string[] }) {
  const q = useQueueTexts();
  const rows = changeRows(req, q);
  const hasOld = req.kind !== 'join' && req.kind !== 'member-add';
  return (
    <table className={`request-changes${hasOld ? '' : ' no-old'}`}>
      <thead>
        <tr>
          <th scope="col">{q.field}</th>
          {hasOld && <th scope="col">{q.old}</th>}
          <th scope="col">{q.new}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={conflicts.includes(r.key) ? 'conflict' : undefined}>
            <th scope="row">{r.label}</th>
            {hasOld && <td>{r.old}</td>}
            <td>
              {hasOld && <span aria-hidden="true">→ </span>}
              {r.new}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RequestsQueueScreen() {
  const q = useQueueTexts();
  useDocumentTitle(q.title);
  const [status, setStatus] = useState<ChangeRequestStatus>('pending');
  const [page, setPage] = useState(1);
  const [invite, setInvite] = useState<string | null>(null);
  const list = useRequests(status, page);
  useLoadError(list.error);
  return (
    <div className="requests-queue">
      <h1>{q.title}</h1>
      <div className="requests-tabs" role="group">
        {CHANGE_REQUEST_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={`button${s === status ? ' primary' : ''}`}
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {q.statuses[s]}
          </button>
        ))}
      </div>
      {invite && (
        <p className="requests-invite" role="status" data-testid="invite-link">
          {q.inviteLink} <code>{`${location.origin}${invite}`}</code>
        </p>
      )}
      {list.isPending && <Loader label={q.loading} />}
      {list.data && (
        <>
          <p data-testid="requests-count">
            {status === 'pending' ? q.pending(list.data.total) : q.shown(list.data.total)}
          </p>
          {list.data.items.length === 0 && <p>{q.empty}</p>}
          <ol className="requests-list">
            {list.data.items.map((item) => (
              <li key={item._id}>
                <RequestCard req={item} onInvite={setInvite} />
              </li>
            ))}
          </ol>
          {list.data.pages > 1 && (
            <div className="requests-pager">
              <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {q.previous}
              </button>
              <span>{q.pageOf(page, list.data.pages)}</span>
              <button
                type="button"
                className="button"
                disabled={page >= list.data.pages}
                onClick={() => setPage(page + 1)}
              >
                {q.next}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function RequestCard({ req, onInvite }: { req: ChangeRequest; onInvite: (link: string) => void }) {
  const q = useQueueTexts();
  const { lang } = useLanguage();
  const id = useId();
  const approve = useApprove();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'view' | 'edit' | 'reject'>('view');
  const [ward, setWard] = useState(String(req.ward ?? ''));
  const [invite, setInvite] = useState(true);
  const conflicts = req.conflicts ?? [];
  const pending = req.status === 'pending';
  const editable = req.kind === 'member-update' || req.kind === 'member-add' || req.kind === 'join';

  const doApprove = async (edits?: Obj) => {
    const join = req.kind === 'join' ? { ward: Number(ward) || undefined, invite } : {};
    const answer = await approve
      .mutateAsync({ id: req._id, edits, overrideConflicts: conflicts.length > 0, ...join })
      .catch(async (err: unknown) => {
        // Decided by someone else, or changed again meanwhile: the card shows it as it is now.
        if (err instanceof ApiClientError && err.status === 409)
          await queryClient.invalidateQueries({ queryKey: allOf(requests.list) });
        throw err;
      });
    toast.success(q.approved);
    if (answer.invitation) onInvite(answer.invitation.link);
  };

  const read = { ...(req.read as Obj), ...(req.current ?? {}) };
  const proposed = (req.applied ?? req.proposed) as Obj;
  return (
    <article className={`request-card status-${req.status}`} aria-labelledby={`${id}-title`} data-testid="request-card">
      <h2 id={`${id}-title`}>
        {q.kinds[req.kind]}: {req.house}
      </h2>
      <p className="muted">
        {[req.ward ? q.ward(req.ward) : '', req.memberName ?? '', q.by(req.createdBy, req.createdAt)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {req.kind === 'photo' ? (
        <div className="request-photos">
          <figure>
            {typeof read.image === 'string' ? <img src={read.image} alt={q.oldPhoto} /> : <p>{q.noPhoto}</p>}
            <figcaption>{q.oldPhoto}</figcaption>
          </figure>
          <figure>
            <img src={String((proposed.photo as Obj | undefined)?.image ?? '')} alt={q.newPhoto} />
            <figcaption>{q.newPhoto}</figcaption>
          </figure>
        </div>
      ) : (
        <ChangesTable req={req} conflicts={conflicts} />
      )}
      {pending && conflicts.length > 0 && (
        <div className="request-conflicts" role="note" data-testid="request-conflicts">
          <p>{q.conflicts}</p>
          <ul>
            {conflicts.map((c) => (
              <li key={c}>{q.labels[lastOf(c)] ?? c}</li>
            ))}
          </ul>
          <p>{q.conflictsHint}</p>
        </div>
      )}
      {!pending && (
        <p className="muted">
          {q.decided(q.statuses[req.status], req.decidedBy, req.decidedAt)}
          {req.reason && ` · ${req.reason}`}
        </p>
      )}
      {pending && mode === 'view' && (
        <>
          {req.kind === 'join' && (
            <div className="request-join-options">
              <label>
                {q.chooseWard}
                <select value={ward} onChange={(e) => setWard(e.target.value)} disabled={approve.isPending}>
                  {WARDS.map((w) => (
                    <option key={w.number} value={String(w.number)}>
                      {w.number}. {lang === 'en' ? w.nameEng : w.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="check-label">
                <input type="checkbox" checked={invite} onChange={(e) => setInvite(e.target.checked)} /> {q.invite}
              </label>
            </div>
          )}
          <div className="request-actions">
            <button
              type="button"
              className="button primary"
              disabled={approve.isPending}
              onClick={() => void doApprove().catch(toastActionError)}
            >
              {approve.isPending ? q.approving : conflicts.length ? q.approveAnyway : q.approve}
            </button>
            {editable && (
              <button type="button" className="button" disabled={approve.isPending} onClick={() => setMode('edit')}>
                {q.edit}
              </button>
            )}
            <button
              type="button"
              className="button danger-outline"
              disabled={approve.isPending}
              onClick={() => setMode('reject')}
            >
              {q.reject}
            </button>
          </div>
        </>
      )}
      {pending && mode === 'edit' && (
        <EditForm req={req} onCancel={() => setMode('view')} onApprove={(edits) => doApprove(edits)} />
      )}
      {pending && mode === 'reject' && <RejectForm req={req} onCancel={() => setMode('view')} />}
    </article>
  );
}

/** The paths of the proposal the office may edit, per kind. */
function editPaths(req: ChangeRequest): string[] {
  const p = req.proposed as Obj;
  if (req.kind === 'member-update') return Object.keys((p.changes ?? {}) as Obj).map((k) => `changes.${k}`);
  if (req.kind === 'member-add') return MEMBER_EDIT_FIELDS.map((k) => `member.${k}`);
  const members = (p.members ?? []) as Obj[];
  return [
    'house',
    'address',
    'contactName',
    'contactPhone',
    ...members.flatMap((_, i) => JOIN_MEMBER_FIELDS.map((k) => `members.${i}.${k}`)),
    'note',
  ];
}

/** Form values are text: numbers and the gender as typed, back to the proposal's types on submit. */
function toDraft(req: ChangeRequest, paths: string[]): Obj {
  let draft = structuredClone(req.proposed) as Obj;
  for (const path of paths) {
    const v = getPath(draft, path);
    const k = lastOf(path);
    if (NUMBER_FIELDS.has(k)) draft = setPath(draft, path, v === null || v === undefined ? '' : String(v));
    else if (k === 'gender') draft = setPath(draft, path, v ? 'male' : 'female');
    else if (k !== 'HOH' && (v === null || v === undefined)) draft = setPath(draft, path, '');
  }
  return draft;
}

function fromDraft(draft: Obj, paths: string[]): Obj {
  let out = structuredClone(draft);
  for (const path of paths) {
    const v = getPath(out, path);
    const k = lastOf(path);
    if (NUMBER_FIELDS.has(k)) {
      const text = String(v ?? '').trim();
      out = setPath(out, path, text === '' ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN);
    } else if (k === 'gender') out = setPath(out, path, v === 'male');
  }
  return out;
}

function EditForm({
  req,
  onCancel,
  onApprove,
}: {
  req: ChangeRequest;
  onCancel: () => void;
  onApprove: (edits: Obj) => Promise<void>;
}) {
  const q = useQueueTexts();
  const id = useId();
  const paths = editPaths(req);
  const fields: FieldCatalog = {
    ...Object.fromEntries(paths.map((p) => [p, { label: q.labels[lastOf(p)] ?? lastOf(p) }])),
    members: { label: q.labels.members, invalid: q.oneHead, custom: q.oneHead },
  };
  const form = useSchemaForm({
    schema: proposalSchemaOf(req.kind) as never,
    initial: () => toDraft(req, paths),
    fields,
    idPrefix: id,
    guardLeave: false,
    toInput: (v: Obj) => fromDraft(v, paths),
    onSubmit: async (data: Obj) => onApprove(data),
  });
  return (
    <form className="data-form request-edit" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <h3>{q.editTitle}</h3>
      {/* A rule over the whole list (a join request's one head of household). */}
      {form.error('members') && (
        <p className="field-error" role="alert">
          {form.error('members')}
        </p>
      )}
      {paths.map((path) => {
        const k = lastOf(path);
        const member = /^members\.(\d+)\.name$/.exec(path);
        if (member)
          return (
            <Fragment key={path}>
              <h4>
                {q.labels.member} {Number(member[1]) + 1}
              </h4>
              <TextInput form={form} name={path} />
            </Fragment>
          );
        if (k === 'HOH') return <CheckboxInput key={path} form={form} name={path} />;
        if (k === 'gender')
          return (
            <SelectInput
              key={path}
              form={form}
              name={path}
              placeholder={false}
              options={[
                { value: 'male', label: q.male },
                { value: 'female', label: q.female },
              ]}
            />
          );
        if (k === 'note' || k === 'address') return <TextArea key={path} form={form} name={path} rows={2} />;
        return (
          <TextInput key={path} form={form} name={path} inputMode={NUMBER_FIELDS.has(k) ? 'numeric' : undefined} />
        );
      })}
      <FormError form={form} />
      <div className="form-footer">
        <button type="button" className="button" onClick={onCancel} disabled={form.busy}>
          {q.cancel}
        </button>
        <SubmitButton form={form} label={q.approve} busyLabel={q.approving} />
      </div>
    </form>
  );
}

function RejectForm({ req, onCancel }: { req: ChangeRequest; onCancel: () => void }) {
  const q = useQueueTexts();
  const id = useId();
  const reject = useReject();
  const form = useSchemaForm({
    schema: RejectSchema,
    initial: { reason: '' },
    fields: { reason: { label: q.rejectTitle, required: true, missing: q.reasonMissing } },
    idPrefix: id,
    guardLeave: false,
    onSubmit: async ({ reason }) => {
      await reject.mutateAsync({ id: req._id, reason });
      toast.success(q.rejected);
    },
  });
  return (
    <form className="data-form request-reject" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <TextArea form={form} name="reason" rows={3} />
      <FormError form={form} />
      <div className="form-footer">
        <button type="button" className="button" onClick={onCancel} disabled={form.busy}>
          {q.cancel}
        </button>
        <SubmitButton form={form} label={q.reject} busyLabel={q.rejecting} />
      </div>
    </form>
  );
}
