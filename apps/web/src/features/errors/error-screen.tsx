// The error screens of the route table: /notFound with the shared handler's state (docs/product.md "Errors"), and
// the router's own failure (501). The view itself is components/error-view.tsx.
import { useLocation } from 'react-router';
import { useT } from '../../i18n/language.tsx';
import { ErrorView, type BackAction } from '../../components/error-view.tsx';
import { isLoadedLocation } from '../../lib/boot.tsx';
import { ERROR_IMAGE, type ErrorScreenState } from '../../lib/error-handler.ts';

export { NotFoundScreen } from '../../components/error-view.tsx';

function isErrorScreenState(value: unknown): value is Partial<ErrorScreenState> {
  return typeof value === 'object' && value !== null;
}

/** /notFound: what the shared error handler sent (error, errorMalayalam, pathname, status, image). */
export function ErrorStateScreen({ state: given }: { state?: ErrorScreenState }) {
  const t = useT();
  const location = useLocation();
  // A reloaded /notFound still holds its state in history, but the server rendered it without.
  const state: unknown = given ?? (isLoadedLocation(location.key) ? null : location.state);
  const s = isErrorScreenState(state) ? state : {};
  const status = s.status ?? 404;
  const back: BackAction = status === 401 ? { kind: 'login' } : { kind: 'back', to: s.pathname };
  return (
    <ErrorView
      status={status}
      malayalam={s.errorMalayalam ?? t.errorScreen.notFoundMalayalam}
      english={s.error ?? t.errorScreen.notFoundEnglish}
      image={s.image ?? ERROR_IMAGE.bug}
      back={back}
    />
  );
}

/** A route that failed to load or threw while rendering: 501 with a reload button (docs/product.md "Errors"). */
export function RouterErrorScreen() {
  const t = useT();
  return (
    <ErrorView
      status={501}
      malayalam={t.errorScreen.routerMalayalam}
      english={t.errorScreen.routerEnglish}
      image={ERROR_IMAGE.bug}
      back={{ kind: 'reload' }}
    />
  );
}
