// docs/product.md "Departed": a grid of profile cards (photo, name, house, year of death, phone) in pages of
// 12 with infinite scroll (the next page within 100 px of the bottom, while ceil(total / 12) is
// greater than the pages loaded and none is loading); the first page shows a loader, later pages
// a spinner. Admins edit (→ /add-departed) and delete.
import { Link, useNavigate } from 'react-router';
import type { Departed } from '@parish/shared/departed';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { Loader } from '../../components/loader.tsx';
import { ProfileGrid } from '../../components/profile-grid.tsx';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { entersData } from '@parish/shared/plain/roles';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useDeleteDeparted, useDepartedPages } from './api/departed.ts';
import { departedMessages } from './messages.ts';

export function DepartedScreen() {
  const t = useT(departedMessages);
  const d = t.departed;
  useDocumentTitle(d.title);
  const navigate = useNavigate();
  const user = useUserInfo();
  const admin = user?.isAdmin ?? false;
  const pages = useDepartedPages();
  const { items, total, hasMore, isFetchingNextPage, fetchNextPage } = pages;
  useLoadError(pages.error);
  const sentinel = useInfiniteScroll({ hasMore, loading: isFetchingNextPage, onLoadMore: fetchNextPage });
  const remove = useDeleteDeparted();
  const deletion = useDeleteFlow<Departed>({
    remove: (p) => remove.mutateAsync(p._id),
    question: (p) => d.confirmDelete(p.name),
    what: (p, g) => g.departed(p.name),
    successText: d.deleted,
    // docs/product.md "Errors": 'Couldn't delete, try again' for the departed.
    failureText: () => t.common.deleteFailed,
  });

  return (
    <section className="departed-page">
      <div className="page-head">
        <h1>{d.title}</h1>
        {entersData(user) && (
          <Link className="button small" to="/add-departed">
            {d.add}
          </Link>
        )}
      </div>
      <p className="muted">{d.subtitle}</p>
      {pages.isPending && <Loader />}
      {pages.isSuccess && items.length === 0 && <p className="muted">{d.empty}</p>}
      {total !== undefined && items.length > 0 && (
        <p className="muted" data-testid="departed-count">
          {d.count(items.length, total)}
        </p>
      )}
      <ProfileGrid
        items={items}
        label={d.title}
        headingLevel={2}
        profile={(p) => ({
          key: p._id,
          name: p.name,
          house: p.house,
          phone: p.phone,
          image: p.image,
          preImage: p.preImage,
          detail: p.YOD === null ? undefined : d.yod(p.YOD),
        })}
        actions={
          admin
            ? (p) => (
                <>
                  <button
                    type="button"
                    className="button small"
                    aria-label={d.editOf(p.name)}
                    onClick={() => void navigate('/add-departed', { state: { departed: p } })}
                  >
                    {d.edit}
                  </button>
                  <button
                    type="button"
                    className="button small danger-outline"
                    aria-label={d.deleteOf(p.name)}
                    onClick={() => deletion.ask(p)}
                  >
                    {d.delete}
                  </button>
                </>
              )
            : undefined
        }
      />
      <div ref={sentinel} data-testid="scroll-sentinel" />
      {isFetchingNextPage && <Loader inline label={d.loadingMore} />}
      {pages.isSuccess && !hasMore && items.length > 0 && <p className="muted list-end">{d.end}</p>}
      {deletion.dialog}
    </section>
  );
}
