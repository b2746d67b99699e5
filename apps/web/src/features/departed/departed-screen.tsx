// docs/product.md "Departed": profile cards in pages with infinite scroll; admins edit (→ /add-departed)
// and delete.
import { useNavigate } from 'react-router';
import type { Departed } from '@parish/shared/departed';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { EditDeleteButtons } from '../../components/edit-delete-buttons.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageEnd } from '../../components/page-end.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ProfileGrid } from '../../components/profile-grid.tsx';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { entersData } from '@parish/shared/plain/roles';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useDeleteDeparted, useDepartedPages } from './api/departed.ts';
import { departedMessages } from './messages.ts';

export function DepartedScreen() {
  const t = useT(departedMessages);
  const d = t.departed;
  useDocumentTitle(d.title);
  const navigate = useNavigate();
  const user = useUserInfo();
  const pages = useDepartedPages();
  const { items, total } = pages;
  useLoadError(pages.error);
  const remove = useDeleteDeparted();
  const deletion = useDeleteFlow<Departed>({
    remove: (p) => remove.mutateAsync(p._id),
    question: (p) => d.confirmDelete(p.name),
    what: (p, g) => g.departed(p.name),
    successText: d.deleted,
    // docs/product.md "Errors": 'Couldn't delete, try again' for the departed.
    failureText: () => t.common.deleteFailed,
  });
  const actions = (p: Departed) => (
    <EditDeleteButtons
      name={p.name}
      onEdit={() => void navigate('/add-departed', { state: { departed: p } })}
      onDelete={() => deletion.ask(p)}
    />
  );

  return (
    <section className="departed-page">
      <PageTitle title={d.title} action={entersData(user) && { to: '/add-departed', label: d.add }} />
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
        profile={(p) => ({ key: p._id, ...p, detail: p.YOD === null ? undefined : d.yod(p.YOD) })}
        actions={user?.isAdmin ? actions : undefined}
      />
      <PageEnd pages={pages} loading={d.loadingMore} end={d.end} />
      {deletion.dialog}
    </section>
  );
}
