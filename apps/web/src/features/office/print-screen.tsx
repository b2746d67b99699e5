// /admin/print/{ward} (docs/decisions.md "The office's tools"):
// a ward's directory made for A4 paper through the browser's
// print: the committee, then each family with its photo and members table. The print stylesheet
// (office.css, @media print) hides the site's bars and keeps a family on one page where it fits.
import { NotFoundRedirect } from '../../components/redirect.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatBirthday } from '@parish/shared/plain/birthday';
import { displayPhone } from '@parish/shared/plain/phone';
import { smallImageUrl } from '@parish/shared/plain/image-paths';
import { sortMembers } from '@parish/shared/plain/member-order';
import { parseWardParam, wardName } from '@parish/shared/plain/wards';
import { Loader } from '../../components/loader.tsx';
import { ageText } from '../../lib/age-text.ts';
import { useT } from '../../i18n/language.tsx';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useWardCommittee, useWardDirectory, type PrintAudience } from './api/get-ward-directory.ts';
import { officeMessages } from './messages.ts';
import './office.css';

export function PrintScreen() {
  const ward = parseWardParam(useParams().ward);
  if (ward === null) return <NotFoundRedirect />;
  return <PrintWard ward={ward} />;
}

function PrintWard({ ward }: { ward: number }) {
  const t = useT(officeMessages);
  const p = t.office.print;
  const name = wardName(ward);
  useDocumentTitle(t.titles.printDirectory(ward, name));
  const audience: PrintAudience = useSearchParams()[0].get('for') === 'parishioners' ? 'parishioners' : 'office';
  const families = useWardDirectory(ward, audience);
  const committee = useWardCommittee(ward);
  useLoadError(families.error ?? committee.error);

  if (!families.data || !committee.data) return <Loader label={p.loading} />;
  return (
    <article className="print-directory" data-testid="print-directory">
      <header className="print-head">
        <h1>{p.title(ward, name)}</h1>
        <p>
          {p.subtitle} · {p.families(families.data.length)} ·{' '}
          {audience === 'parishioners' ? p.parishionersCopy : p.officeCopy}
        </p>
        <p className="no-print">
          {audience === 'parishioners' ? (
            <Link to={`/admin/print/${ward}`}>{p.officeCopy}</Link>
          ) : (
            <Link to={`/admin/print/${ward}?for=parishioners`}>{p.parishionersCopy}</Link>
          )}
        </p>
        <button type="button" className="button no-print" onClick={() => window.print()}>
          {p.print}
        </button>
      </header>
      <section className="print-committee">
        <h2>{p.committee}</h2>
        {committee.data.length === 0 ? (
          <p>{p.noCommittee}</p>
        ) : (
          <ul>
            {committee.data.map((c) => (
              <li key={c._id}>
                {c.name}
                {c.house ? `, ${c.house}` : ''}
                {c.phone ? ` · ${displayPhone(c.phone)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      {families.data.map((f) => {
        const members = sortMembers(f.members);
        const head = members.find((m) => m.HOH);
        return (
          <section key={f._id} className="print-family">
            <h2>
              {head ? `${head.name}, ` : ''}
              {f.house}
            </h2>
            <div className="print-family-body">
              {f.image && <img src={smallImageUrl(f.image)} alt="" width={160} height={107} className="print-photo" />}
              {/*
                 On a phone's screen the table scrolls in its own box (the page keeps the screen's width); on paper it
                 is whole.
              */}
              <div
                className="table-scroll print-members-scroll"
                role="region"
                aria-label={`${f.house}: ${p.subtitle}`}
                tabIndex={0}
              >
                <table className="print-members">
                  <thead>
                    <tr>
                      {(['n', 'name', 'relation', 'age', 'work', 'phone', 'blood', 'birthday'] as const).map((c) => (
                        <th key={c} scope="col">
                          {p.cols[c]}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {members.map((m, i) => (
                      <tr key={m._id}>
                        <td>{i + 1}</td>
                        <td>
                          {m.name}
                          {m.HOH ? ` (${p.head})` : ''}
                        </td>
                        <td>{m.relation}</td>
                        <td>{ageText(m, t.members)}</td>
                        <td>{m.work}</td>
                        <td>{m.phone ? displayPhone(m.phone) : ''}</td>
                        <td>{m.blood}</td>
                        <td>{formatBirthday(m.birthMonth, m.birthDay)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </section>
        );
      })}
    </article>
  );
}
