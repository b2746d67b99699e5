// docs/product.md "Delete dialogs": closed → open with the chosen item → deleting ('Deleting..', buttons
// disabled) → closed on success, or a message shown on failure (the dialog stays open to retry).
import { useState } from 'react';
import { useT } from '../i18n/language.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. t.common.confirmDelete or the board's 'Sure to delete?'. */
  message: string;
  /** What goes, by name ("the album Onam 2025 and its 24 photos"): every delete says it. */
  detail?: string;
  /** Does the work; a rejected promise keeps the dialog open with `failureMessage`. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busyLabel?: string;
  failureMessage?: string;
}

export function ConfirmDialog({
  open,
  message,
  detail,
  onConfirm,
  onClose,
  confirmLabel,
  cancelLabel,
  busyLabel,
  failureMessage,
}: ConfirmDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };
  const dismiss = () => {
    if (busy) return;
    setFailed(false);
    onClose();
  };

  return (
    <Modal open={open} onClose={dismiss} title={message} hideClose dismissible={!busy} className="confirm-dialog">
      {detail && (
        <p className="confirm-what" data-testid="confirm-what">
          {detail}
        </p>
      )}
      {failed && (
        <p role="alert" className="error-text">
          {failureMessage ?? t.common.deleteFailed}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
          {busy ? (busyLabel ?? t.common.deleting) : (confirmLabel ?? t.common.yes)}
        </button>
        <button type="button" className="button" onClick={dismiss} disabled={busy}>
          {cancelLabel ?? t.common.no}
        </button>
      </div>
    </Modal>
  );
}
