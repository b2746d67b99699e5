// docs/product.md "First-visit notice": the first-visit notice (agreeing not to misuse the information;
// sponsorship ads), one 'continue' button that stores visited=true. Shown only when visited is absent.
import { Modal } from '../components/modal.tsx';
import { useT } from '../i18n/language.tsx';

export const VISITED_KEY = 'visited';

export default function NoticeModal({ onContinue, onDismiss }: { onContinue: () => void; onDismiss: () => void }) {
  const t = useT();
  return (
    <Modal open onClose={onDismiss} title={t.notice.title} hideClose dismissible={false} className="notice-modal">
      <ol className="notice-points">
        <li>{t.notice.misuse}</li>
        <li>{t.notice.ads}</li>
      </ol>
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={onContinue} autoFocus>
          {t.notice.continue}
        </button>
      </div>
    </Modal>
  );
}
