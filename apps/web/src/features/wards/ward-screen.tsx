import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { SCROLL_TRIGGER_PX } from '@parish/shared/constants';
import { parseWardParam, wardName } from '@parish/shared/wards';
import { useT } from '../../i18n/language.tsx';
import { useWardHouses } from './api/get-ward-houses.ts';
import { useCommittee } from './api/get-committee.ts';
import { MembersTable } from './components/members-table.tsx';

export function WardScreen() {
  const ward = parseWardParam(useParams().ward);
  if (ward === null) return <Navigate to="/not-found" replace />;
  // key: a new ward starts again at view 1 (spec §2).
  return <Ward key={ward} ward={ward} />;
}

function Ward({ ward }: { ward: number }) {
  const t = useT();
  const houses = useWardHouses(ward);
  const committee = useCommittee(ward);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = houses;

  // Spec §2: the next page is appended within 100 px of the bottom while pages remain.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const io = new IntersectionObserver(
      (entries) => { if (entries[0]?.isIntersecting && !isFetchingNextPage) void fetchNextPage(); },
      { rootMargin: `0px 0px ${SCROLL_TRIGGER_PX}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const total = houses.data?.pages[0]?.total;
  return (
    <>
      <p><span className="badge">{t.wards.title} {ward}: {wardName(ward)}</span></p>
      <h2>{t.wards.committee}</h2>
      {committee.isError ? (
        <p className="error-banner" role="alert">{t.wards.committeeError}</p>
      ) : committee.isPending ? (
        <p className="muted">{t.app.loading}</p>
      ) : (
        <table className="committee-table">
          <tbody>
            {committee.data.map((m) => (
              <tr key={m._id}><td>{m.name}, {m.house}<div className="muted">{m.group}</div></td><td>{m.phone}</td></tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t.wards.families}{total !== undefined ? ` (${t.wards.familyCount(total)})` : ''}</h2>
      {houses.isPending && <p className="muted">{t.app.loading}</p>}
      {houses.isError && <p className="error-banner" role="alert">{t.errors.loadFailed}</p>}
      {houses.data?.pages.flatMap((p) => p.items).map((h) => {
        const head = h.members.find((m) => m.HOH);
        return (
          <article className="family-card" key={h._id} data-testid="family-card">
            {h.image && <img src={h.image.replace(/\.webp$/, '-480.webp')} alt={h.house} loading="lazy" width={480} height={320} />}
            <h3>{head ? `${head.name}, ` : ''}{h.house}</h3>
            <MembersTable members={h.members} />
          </article>
        );
      })}
      <div ref={sentinel} />
      {isFetchingNextPage && <p className="muted">{t.wards.loadingMore}</p>}
      {houses.data && !hasNextPage && <p className="muted">{t.wards.end}</p>}
    </>
  );
}
