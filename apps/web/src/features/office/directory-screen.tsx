// /admin/directory (docs/decisions.md "The office's tools"):
// the directory as a file (one ward or all, CSV or XLSX, a Malayalam
// or English header), a file read back (checked first, then all rows or none), and the print page.
import { useState } from 'react';
import { Link } from 'react-router';
import { WARDS } from '@parish/shared/plain/wards';
import { directoryHeaders, type ImportReport } from '@parish/shared/office';
import type { ImportFileError } from '@parish/shared/plain/error-codes';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { ApiClientError } from '../../lib/api.ts';
import { apiErrorText } from '../../lib/error-handler.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useImportDirectory, usePreviewImport } from './api/import-directory.ts';
import { directoryExportHref } from './api/export-directory.ts';
import { OfficeNav } from './components/office-nav.tsx';
import { officeMessages } from './messages.ts';
import './office.css';

export function DirectoryScreen() {
  const t = useT(officeMessages);
  const d = t.office.directory;
  useDocumentTitle(t.titles.directory);
  const [ward, setWard] = useState('all');
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv');
  const [lang, setLang] = useState<'ml' | 'en'>('ml');
  const uiLang = useLanguage().lang;
  const [printWard, setPrintWard] = useState('1');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState('');
  const preview = usePreviewImport();
  const importer = useImportDirectory();
  const href = directoryExportHref({ ward, format, lang });

  /** A file refused as a whole: in the office's own words when it names the limit it passed. */
  const failureText = (err: unknown) => {
    if (!(err instanceof ApiClientError)) return apiErrorText(err, t);
    if (Object.hasOwn(d.fileErrors, err.code)) return d.fileErrors[err.code as ImportFileError];
    return err.fields?.file ? d.unreadable : apiErrorText(err, t);
  };

  const run = async (kind: 'preview' | 'import') => {
    if (!file) return;
    setFailure('');
    try {
      setReport(await (kind === 'preview' ? preview : importer).mutateAsync(file));
    } catch (err) {
      setReport(null);
      setFailure(failureText(err));
    }
  };
  const busy = preview.isPending || importer.isPending;

  return (
    <section className="office-page directory-page">
      <h1>{d.title}</h1>
      <OfficeNav />

      <section className="office-card">
        <h2>{d.exportTitle}</h2>
        <p className="hint">{d.exportHint}</p>
        <div className="office-fields">
          <WardSelect label={d.ward} value={ward} onChange={setWard} all={d.allWards} />
          <fieldset>
            <legend>{d.format}</legend>
            {(['csv', 'xlsx'] as const).map((f) => (
              <label key={f} className="inline">
                <input type="radio" name="format" value={f} checked={format === f} onChange={() => setFormat(f)} />{' '}
                {f.toUpperCase()}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{d.header}</legend>
            <label className="inline">
              <input type="radio" name="lang" value="ml" checked={lang === 'ml'} onChange={() => setLang('ml')} />{' '}
              {d.malayalam}
            </label>
            <label className="inline">
              <input type="radio" name="lang" value="en" checked={lang === 'en'} onChange={() => setLang('en')} />{' '}
              {d.english}
            </label>
          </fieldset>
        </div>
        <a className="button" href={href} download>
          {d.download}
        </a>
      </section>

      <section className="office-card">
        <h2>{d.importTitle}</h2>
        <p className="hint">{d.importHint}</p>
        <label className="file-pick">
          {d.file}
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
              setFailure('');
            }}
          />
        </label>
        <button type="button" className="button" disabled={!file || busy} onClick={() => void run('preview')}>
          {preview.isPending ? d.checking : d.check}
        </button>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {report && (
          <div className="import-report" data-testid="import-report" aria-live="polite">
            {report.written ? (
              <p className="import-done" role="status">
                {d.done(report.families, report.members)}
              </p>
            ) : (
              <p>{d.summary(report.rows, report.families, report.newFamilies, report.updatedFamilies)}</p>
            )}
            {report.issues.length > 0 ? (
              <>
                <p className="form-error" role="alert">
                  {d.problems(report.issues.length)}
                </p>
                <ul className="import-issues">
                  {report.issues.map((i, n) => (
                    <li key={n}>
                      <strong>{d.rowLabel(i.rows)}</strong>: {d.problemText[i.problem]}
                      {i.value ? ` (${i.value})` : ''}
                      {i.problem === 'bad_header' && i.field
                        ? `: ${directoryHeaders(i.field, uiLang === 'ml' ? 'ml' : 'en')}`
                        : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              !report.written && (
                <>
                  <p>{d.ready}</p>
                  <button type="button" className="button" disabled={busy} onClick={() => void run('import')}>
                    {importer.isPending ? d.importing : d.importNow}
                  </button>
                </>
              )
            )}
          </div>
        )}
      </section>

      <section className="office-card">
        <h2>{d.printTitle}</h2>
        <div className="office-fields">
          <WardSelect label={d.ward} value={printWard} onChange={setPrintWard} />
        </div>
        <Link className="button" to={`/admin/print/${printWard}`}>
          {d.openPrint}
        </Link>
      </section>
    </section>
  );
}

/** A ward chooser: every ward by number and name, and first `all` when given. */
function WardSelect(props: { label: string; value: string; onChange: (ward: string) => void; all?: string }) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.all && <option value="all">{props.all}</option>}
        {WARDS.map((w) => (
          <option key={w.number} value={w.number}>
            {w.number}. {w.name}
          </option>
        ))}
      </select>
    </label>
  );
}
