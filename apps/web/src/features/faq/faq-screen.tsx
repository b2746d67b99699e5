// docs/product.md "FAQ": a Malayalam heading and subtitle, a numbered list of questions; a question opens
// the full-screen overlay with its audio. Admins edit (→ /admin/add-faq with the item) and delete.
import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { excerpt } from '@parish/shared/plain/excerpt';
import { EditDeleteButtons } from '../../components/edit-delete-buttons.tsx';
import { NotFoundRedirect } from '../../components/redirect.tsx';
import { usePagePreview } from '../../lib/page-head.ts';
import type { Faq } from '@parish/shared/faq';
import { serverMessageText, useDeleteFlow } from '../../components/delete-flow.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useDeleteFaq } from './api/delete-faq.ts';
import { useFaq } from './api/get-faq.ts';
import { FaqOverlay } from './components/faq-overlay.tsx';
import { faqMessages } from './messages.ts';
import { PageTitle } from '../../components/page-title.tsx';

/**
 * A shared answer's address opened from a link: /faq goes behind it in the history, so closing the
 * answer (or back) shows the list; the overlay itself puts /faq/{id} back while it is open.
 */
function useFaqAddress(openedWith: string | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (openedWith && location.key === 'default') void navigate('/faq', { replace: true });
  }, []);
}

export function FaqScreen() {
  const t = useT(faqMessages);
  const f = t.faq;
  useDocumentTitle(f.title);
  const navigate = useNavigate();
  const admin = useUserInfo()?.isAdmin ?? false;
  const faq = useFaq();
  useLoadError(faq.error);
  // /faq/{id}: the list with that answer open (docs/decisions.md "An address for every item").
  const { id: openedWith } = useParams();
  const [openId, setOpenId] = useState<string | null>(openedWith ?? null);
  useFaqAddress(openedWith);
  const remove = useDeleteFaq();
  const deletion = useDeleteFlow<Faq>({
    remove: (item) => remove.mutateAsync(item._id),
    question: (item) => f.confirmDelete(item.question),
    what: (item, g) => g.faq(item.question),
    successText: f.deleted,
    // docs/product.md "Errors": FAQ toasts the server's message or the error's text.
    failureText: (err) => serverMessageText(err),
    toastFailure: true,
  });
  const items = faq.data ?? [];
  const open = openId === null ? -1 : items.findIndex((item) => item._id === openId);
  const opened = open >= 0 ? items[open] : null;
  usePagePreview(
    opened && openId === openedWith
      ? { title: opened.question, description: excerpt(opened.answer), type: 'article' }
      : null,
  );
  if (faq.isSuccess && openedWith && openId === openedWith && !opened) return <NotFoundRedirect />;

  return (
    <section className="faq-page">
      <PageTitle title={f.title} action={admin && { to: '/admin/add-faq', label: f.add }} />
      <p className="faq-subtitle muted">{f.subtitle}</p>
      {faq.isPending && <Loader />}
      {faq.isSuccess && items.length === 0 && <p className="muted">{f.empty}</p>}
      <ol className="faq-list">
        {items.map((item, i) => (
          <li key={item._id} className="faq-item" data-testid="faq-item">
            <button type="button" className="faq-question-button" onClick={() => setOpenId(item._id)}>
              <span className="faq-number">{i + 1}.</span> {item.question}
            </button>
            {admin && (
              <div className="row-actions">
                <EditDeleteButtons
                  editLabel={f.editItem(i + 1)}
                  onEdit={() => void navigate('/admin/add-faq', { state: { faq: item } })}
                  deleteLabel={f.deleteItem(i + 1)}
                  onDelete={() => deletion.ask(item)}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
      <FaqOverlay item={opened} number={open + 1} onClose={() => setOpenId(null)} />
      {deletion.dialog}
    </section>
  );
}
