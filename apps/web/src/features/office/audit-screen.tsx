// /admin/audit (docs/decisions.md "The office's tools"):
// who changed what and when, filtered by person, kind of record and date,
// with the record before and after side by side, a page at a time.
import { useState } from 'react';
import { pageCount } from '@parish/shared/plain/paging';
import { auditEntityLabel, auditRecordName } from '@parish/shared/plain/audit-entities';
import { Loader } from '../../components/loader.tsx';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAuditPage, type AuditFilters } from './api/get-audit.ts';
import { AuditDiff } from './components/audit-diff.tsx';
import { OfficeNav } from './components/office-nav.tsx';
import { officeMessages } from './messages.ts';
import './office.css';

const NO_FILTERS: AuditFilters = { page: 1, user: '', entity: '', from: '', to: '' };

export function AuditScreen() {
  const t = useT(officeMessages);
  const a = t.office.audit;
  const { lang } = useLanguage();
  useDocumentTitle(t.titles.audit);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditPage(filters);
  useLoadError(log.error);
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value, page: 1 }));
  const data = log.data;
  const pages = data ? Math.max(1, pageCount(data.total, data.pageSize)) : 1;
  const when = new Intl.DateTimeFormat(lang === 'ml' ? 'ml-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  const entityName = (e: string) => auditEntityLabel(e, lang === 'ml' ? 'ml' : 'en');

  return (
    <section className="office-page audit-page">
      <h1>{a.title}</h1>
      <OfficeNav />
      <form className="audit-filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {a.user}
          <select value={filters.user} onChange={set('user')}>
            <option value="">{a.all}</option>
            {data?.users.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </label>
        <label>
          {a.entity}
          <select value={filters.entity} onChange={set('entity')}>
            <option value="">{a.all}</option>
            {data?.entities.map((e) => (
              <option key={e} value={e}>
                {entityName(e)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {a.from}
          <input type="date" value={filters.from} onChange={set('from')} />
        </label>
        <label>
          {a.to}
          <input type="date" value={filters.to} onChange={set('to')} />
        </label>
        <button type="button" className="button small secondary" onClick={() => setFilters(NO_FILTERS)}>
          {a.clear}
        </button>
      </form>
      {!data ? (
        <Loader />
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            {data.total ? a.count(data.total) : a.none}
          </p>
          <ol className="audit-list" data-testid="audit-list">
            {data.items.map((item) => (
              <li
                key={item.id}
                className="audit-entry"
                data-entity={item.entity}
                data-action={item.action}
                data-entity-id={item.entityId ?? undefined}
              >
                <p className="audit-head">
                  <time dateTime={item.at}>{when.format(new Date(item.at))}</time>{' '}
                  {a.line(
                    item.username,
                    entityName(item.entity),
                    auditRecordName(item.before, item.after),
                    a.actions[item.action] ?? a.changed,
                  )}
                </p>
                {(item.before != null || item.after != null) && (
                  <details className="audit-details">
                    <summary>{a.details}</summary>
                    <AuditDiff before={item.before} after={item.after} t={a} />
                  </details>
                )}
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav className="pager" aria-label={a.page(filters.page, pages)}>
              <button
                type="button"
                className="button small secondary"
                disabled={filters.page <= 1}
                onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
              >
                {a.prev}
              </button>
              <span>{a.page(filters.page, pages)}</span>
              <button
                type="button"
                className="button small secondary"
                disabled={filters.page >= pages}
                onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
              >
                {a.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
