// One audit row's record before and after, side by side, field by field; changed fields marked.
import type { OfficeTexts } from '../messages.ts';

const show = (v: unknown): string => {
  if (v === undefined) return '';
  if (v === null) return '—';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
};

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : v === null || v === undefined
      ? {}
      : { value: v };

export function AuditDiff({
  before,
  after,
  t,
}: {
  before: unknown;
  after: unknown;
  t: OfficeTexts['office']['audit'];
}) {
  const b = asObject(before);
  const a = asObject(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (!fields.length) return null;
  return (
    // Focusable, so a keyboard can scroll a wide record (axe: scrollable-region-focusable).
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t.field}>
      <table className="office-table audit-diff">
        <thead>
          <tr>
            <th scope="col">{t.field}</th>
            <th scope="col">{t.before}</th>
            <th scope="col">{t.after}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => {
            const changed = show(b[f]) !== show(a[f]);
            return (
              <tr key={f} className={changed ? 'changed' : undefined} data-field={f}>
                <th scope="row">{f}</th>
                <td data-side="before">{show(b[f])}</td>
                <td data-side="after">{show(a[f])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
