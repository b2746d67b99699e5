// docs/product.md "Home": the wards overlay, a grid of all 21 wards linking to each ward page; back closes it.
import { Link } from 'react-router';
import { WARDS } from '@parish/shared/plain/wards';
import { Modal } from '../../components/modal.tsx';
import { useT } from '../../i18n/language.tsx';

export function WardsOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t.homeShell.wardsTitle} placement="full" className="wards-overlay">
      <ul className="ward-grid">
        {WARDS.map((w) => (
          <li key={w.number}>
            {/* replace: the ward page takes the overlay's history entry */}
            <Link to={`/wards/${w.number}`} replace>
              <span className="ward-number">{w.number}</span> <span>{w.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
