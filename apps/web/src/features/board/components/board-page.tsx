// The frame of every board screen: heading, an admin's "new member" link, the loader while the
// first answer comes, the shared error handler on failure (docs/product.md "Errors"), and the delete dialog.
import type { ReactNode } from 'react';
import { Loader } from '../../../components/loader.tsx';
import { LoadErrorBanner } from '../../../components/load-error-banner.tsx';
import { useT } from '../../../i18n/language.tsx';
import { useLoadError } from '../../../lib/use-load-error.ts';
import { boardMessages } from '../messages.ts';
import type { BoardFormState } from './board-actions.tsx';
import { PageTitle } from '../../../components/page-title.tsx';

interface BoardPageProps {
  title: string;
  intro?: string;
  /** The title a new member gets when an admin adds one from here. */
  newTitle?: number;
  admin: boolean;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  dialog: ReactNode;
  children: ReactNode;
  className?: string;
}

export function BoardPage({ title, intro, newTitle, admin, query, dialog, children, className }: BoardPageProps) {
  const t = useT(boardMessages);
  useLoadError(query.error);
  return (
    <section className={`board-page${className ? ` ${className}` : ''}`} aria-labelledby="board-page-title">
      <PageTitle
        title={title}
        id="board-page-title"
        action={
          admin && { to: '/admin/add-board', label: t.board.add, state: { title: newTitle } satisfies BoardFormState }
        }
      />
      {intro && <p className="muted board-intro">{intro}</p>}
      {query.isPending ? (
        <Loader />
      ) : query.error ? (
        <LoadErrorBanner onRefresh={() => void query.refetch()} />
      ) : (
        children
      )}
      {dialog}
    </section>
  );
}
