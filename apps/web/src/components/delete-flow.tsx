// docs/product.md "Delete dialogs": one flow for every delete. `ask(item)` opens the
// confirm dialog (its question as an argument: 'Sure to delete?' for the board, 'Confirm Delete?'
// elsewhere); Yes shows 'Deleting..'; success closes it and toasts the given text (the list is
// refreshed by the delete's own mutation, docs/decisions.md "One refresh rule");
// failure keeps it open with the given failure text (default: the server's reason in Malayalam by
// its code, else 'Couldn't delete, try again').
import { useCallback, useRef, useState, type ReactElement } from 'react';
import { ERROR_CODES } from '@parish/shared/plain/error-codes';
import type { Messages } from '../i18n/ml.ts';
import { useT } from '../i18n/language.tsx';
import { ApiClientError } from '../lib/api.ts';
import { isOfflineFailure } from '../lib/offline-failure.ts';
import { toast } from '../lib/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { kitMessages, type KitTexts } from '../i18n/kit.ts';

type Text<T> = string | ((item: T) => string);

export interface DeleteFlowOptions<T> {
  /** Deletes the item (e.g. a mutation's mutateAsync); a rejection is a failure. */
  remove: (item: T) => Promise<unknown>;
  /** The dialog's question: t.common.confirmDelete, t.kit.sureToDelete, or one naming the item. */
  question: Text<T>;
  /**
   * What goes, by name, as the dialog says it under the question: the album's name and its photo
   * count, "the committee seat of X" (not X), a member's name (docs/decisions.md "A delete names
   * what goes"). Required: no delete asks without saying what it removes.
   */
  what: (item: T, gone: KitTexts['kit']['gone']) => string;
  /** The success toast: 'Member deleted', 'Contact deleted', … */
  successText: Text<T>;
  /** The line in the dialog when it failed (default: deleteFailureText). */
  failureText?: (error: unknown, item: T) => string;
  /** Also toast the failure (docs/product.md "Errors": FAQ and sandesham toast the server's message); default false. */
  toastFailure?: boolean;
  /** Runs after success (a page reload, leaving a deleted family's page). */
  onDeleted?: (item: T) => unknown;
  confirmLabel?: string;
  cancelLabel?: string;
  busyLabel?: string;
}

/** The server's reason in Malayalam by its stable code, else 'Couldn't delete, try again'. */
export function deleteFailureText(error: unknown, k: KitTexts['kit'], common: Messages['common']): string {
  if (!(error instanceof ApiClientError)) return common.deleteFailed;
  if (isOfflineFailure(error)) return k.offline;
  if (error.code === ERROR_CODES.conflict) return k.deleteConflict;
  if (error.code === ERROR_CODES.notFound) return k.deleteNotFound;
  if (error.code === ERROR_CODES.forbidden || error.code === ERROR_CODES.unauthorized) return k.deleteForbidden;
  return common.deleteFailed;
}

/** The server's message or the error's text (docs/product.md "Errors": FAQ, sandesham). */
export function serverMessageText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface DeleteFlow<T> {
  /** Opens the dialog for this item. */
  ask: (item: T) => void;
  /** The item the dialog is open for. */
  pending: T | null;
  /** Render it once where the screen is. */
  dialog: ReactElement;
}

export function useDeleteFlow<T>(options: DeleteFlowOptions<T>): DeleteFlow<T> {
  const t = useT(kitMessages);
  const [pending, setPending] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const latest = useRef(options);
  latest.current = options;

  const ask = useCallback((item: T) => {
    setFailure(undefined);
    setPending(item);
  }, []);

  const textOf = (text: Text<T>, item: T) => (typeof text === 'function' ? text(item) : text);

  const confirm = async () => {
    if (pending === null) return;
    const o = latest.current;
    const item = pending;
    setFailure(undefined);
    try {
      await o.remove(item);
    } catch (err) {
      const text = o.failureText ? o.failureText(err, item) : deleteFailureText(err, t.kit, t.common);
      setFailure(text);
      if (o.toastFailure) toast.error(text);
      throw err; // keeps the dialog open with the failure line
    }
    toast.success(textOf(o.successText, item));
    o.onDeleted?.(item);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={pending === null ? '' : textOf(options.question, pending)}
      detail={pending === null ? undefined : options.what(pending, t.kit.gone)}
      failureMessage={failure}
      onConfirm={confirm}
      onClose={() => {
        setPending(null);
        setFailure(undefined);
      }}
      confirmLabel={options.confirmLabel}
      cancelLabel={options.cancelLabel}
      busyLabel={options.busyLabel}
    />
  );
  return { ask, pending, dialog };
}
