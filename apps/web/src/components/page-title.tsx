// A screen's heading with the one link beside it that some readers get (an admin's Add or Edit), as
// the list screens show it: the title, and the link as a small button when `action` is given.
import { Link, type To } from 'react-router';

export interface PageTitleAction {
  to: To;
  label: string;
  /** Navigation state the link carries (the board form's title). */
  state?: unknown;
}

export function PageTitle({
  title,
  id,
  action,
}: {
  title: string;
  /** The heading's id, for a section labelled by it. */
  id?: string;
  /** Shown only when given: pass `admin && { … }`. */
  action?: PageTitleAction | false | null;
}) {
  return (
    <div className="page-head">
      <h1 id={id}>{title}</h1>
      {action && (
        <Link className="button small" to={action.to} state={action.state}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
