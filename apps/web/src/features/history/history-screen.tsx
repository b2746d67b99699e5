// docs/product.md "History": the history text in paragraphs (split at ##), a text-size zoom
// (docs/product.md "Validation" and "Business constants"), and for admins Edit → /admin/edit-history.
import { historyParagraphs } from '@parish/shared/plain/history-text';
import { Loader } from '../../components/loader.tsx';
import { ZoomControls } from '../../components/zoom-controls.tsx';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useTextZoom } from '../../lib/use-text-zoom.ts';
import { useHistory } from './api/get-history.ts';
import { historyMessages } from './messages.ts';
import { PageTitle } from '../../components/page-title.tsx';

export function HistoryScreen() {
  const t = useT(historyMessages);
  const h = t.history;
  useDocumentTitle(h.title);
  const user = useUserInfo();
  const history = useHistory();
  useLoadError(history.error);
  const zoom = useTextZoom();
  const paragraphs = historyParagraphs(history.data?.history[0] ?? '');

  return (
    <section className="history-page">
      <PageTitle title={h.title} action={user?.isAdmin && { to: '/admin/edit-history', label: h.edit }} />
      <ZoomControls zoom={zoom} label={h.textSize} increaseLabel={h.larger} decreaseLabel={h.smaller} />
      {history.isPending && <Loader />}
      {history.isSuccess && paragraphs.length === 0 && <p className="muted">{h.empty}</p>}
      <div className="history-text" style={{ fontSize: `${zoom.size}rem` }} data-testid="history-text">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </section>
  );
}
