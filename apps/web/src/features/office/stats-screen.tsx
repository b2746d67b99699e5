// /admin/stats (docs/product.md "Stats"; docs/decisions.md "The office's tools"):
// the parish in numbers for the office, from one GET /api/stats.
import { Link } from 'react-router';
import { MALAYALAM_MONTHS } from '@parish/shared/plain/birthday';
import { ageBandLabel, type WardStats } from '@parish/shared/office';
import { wardKeyWord } from '@parish/shared/plain/wards';
import { Loader } from '../../components/loader.tsx';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useStats } from './api/get-stats.ts';
import { BarChart, Pyramid } from './components/charts.tsx';
import { OfficeNav } from './components/office-nav.tsx';
import { officeMessages } from './messages.ts';
import './office.css';

/** A ward's short chart label: its number and the word that tells it from the others ("4. അൽഫോൻസാ"). */
const chartLabel = (w: WardStats) => `${w.ward}. ${wardKeyWord(w.name)}`;

const GAPS = ['noPhone', 'noBlood', 'noBirthday', 'noPhoto'] as const satisfies readonly (keyof WardStats)[];

export function StatsScreen() {
  const t = useT(officeMessages);
  const s = t.office.stats;
  const { lang } = useLanguage();
  useDocumentTitle(t.titles.stats);
  const stats = useStats();
  useLoadError(stats.error);
  const data = stats.data;
  const monthName = (m: number) =>
    lang === 'ml' ? MALAYALAM_MONTHS[m - 1] : new Date(2000, m - 1, 1).toLocaleString('en', { month: 'long' });

  return (
    <section className="office-page stats-page">
      <h1>{s.title}</h1>
      <OfficeNav />
      {!data ? (
        <Loader />
      ) : (
        <>
          <dl className="stats-totals">
            <div>
              <dt>{s.families}</dt>
              <dd data-testid="total-families">{data.counts.houses}</dd>
            </div>
            <div>
              <dt>{s.members}</dt>
              <dd data-testid="total-members">{data.counts.members}</dd>
            </div>
          </dl>
          <BarChart
            testId="chart-wards"
            title={s.perWard}
            series={[s.families, s.members]}
            bars={data.wards.map((w) => ({ label: chartLabel(w), values: [w.families, w.members] }))}
          />
          <Pyramid
            testId="chart-ages"
            title={s.ages}
            male={s.male}
            female={s.female}
            bands={data.ages.map((a) => ({ label: ageBandLabel(a.band), male: a.male, female: a.female }))}
          />
          <BarChart
            testId="chart-blood"
            title={s.blood}
            series={[s.members]}
            bars={data.blood.map((b) => ({ label: b.group || s.bloodUnknown, values: [b.count] }))}
          />
          <section className="stats-birthdays" data-testid="birthdays">
            <h2>{s.birthdays(monthName(data.birthdays.month), data.birthdays.total)}</h2>
            {data.birthdays.total === 0 ? (
              <p>{s.noBirthdays}</p>
            ) : (
              <ul>
                {data.birthdays.items.map((b, i) => (
                  <li key={`${b.name}-${b.house}-${i}`}>
                    <span className="bday-day">
                      {monthName(data.birthdays.month)} {b.day}
                    </span>{' '}
                    {b.name}, {b.house} ({s.ward} {b.ward})
                  </li>
                ))}
                {data.birthdays.total > data.birthdays.items.length && (
                  <li>{s.birthdaysMore(data.birthdays.total - data.birthdays.items.length)}</li>
                )}
              </ul>
            )}
          </section>
          <section className="stats-completeness">
            <h2>{s.completeness}</h2>
            <p className="hint">{s.completenessHint}</p>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={s.completeness}>
              <table className="office-table" data-testid="completeness">
                <thead>
                  <tr>
                    <th scope="col">{s.ward}</th>
                    <th scope="col">{s.members}</th>
                    {GAPS.map((g) => (
                      <th scope="col" key={g}>
                        {s[g]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.wards.map((w) => (
                    <tr key={w.ward} data-ward={w.ward}>
                      <th scope="row">{w.ward}</th>
                      <td>{w.members}</td>
                      {GAPS.map((g) => (
                        <td key={g} data-gap={g}>
                          {w[g] === 0 ? (
                            '0'
                          ) : (
                            <Link to={`/admin/wards/${w.ward}`} aria-label={s.fixLink(w.ward, s[g], w[g])}>
                              {w[g]}
                            </Link>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section>
            <h2>{s.counts}</h2>
            <dl className="stats-counts" data-testid="counts">
              {Object.entries(data.counts).map(([k, n]) => (
                <div key={k} data-kind={k}>
                  <dt>{s.kinds[k] ?? k}</dt>
                  <dd>{n}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
    </section>
  );
}
