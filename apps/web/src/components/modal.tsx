// The one dialog of the app (docs/product.md "Overlays and back"): a native modal <dialog> (the page behind is inert),
// labelled by its title, focus kept inside, Escape and browser back close it, page scroll locked.
// Placement gives the side drawers and full-screen overlays the same behaviour as centred modals.
import {
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useT } from '../i18n/language.tsx';
import { useOverlayHistory } from '../lib/use-overlay-history.ts';

export interface ModalProps {
  open: boolean;
  /** Called once the dialog should disappear (back, Escape, the close button, a backdrop click). */
  onClose: () => void;
  /** A visible heading that labels the dialog. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. */
  label?: string;
  children: ReactNode;
  placement?: 'center' | 'start' | 'end' | 'full';
  className?: string;
  /** Hide the × button (e.g. a notice that must be answered with its own button). */
  hideClose?: boolean;
  /** Close on Escape / backdrop click (true by default). */
  dismissible?: boolean;
  /** The overlay's own address, shown while it is open (its history entry carries it). */
  url?: string;
}

/** Open as a modal (the page behind inert), not only shown. */
function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return dialog.open; // a DOM without :modal (jsdom)
  }
}

const noChanges = () => () => undefined;

/** Makes everything outside `dialog` inert (as a modal dialog does); returns the undo. */
function inertOutside(dialog: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let el: HTMLElement | null = dialog; el && el !== document.body; el = el.parentElement) {
    for (const sibling of el.parentElement?.children ?? []) {
      if (sibling !== el && sibling instanceof HTMLElement && !sibling.inert && sibling.tagName !== 'SCRIPT') {
        sibling.inert = true;
        made.push(sibling);
      }
    }
  }
  return () => {
    for (const el of made) el.inert = false;
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex]:not([tabindex="-1"])';

export function Modal({
  open,
  onClose,
  title,
  label,
  children,
  placement = 'center',
  className,
  hideClose,
  dismissible = true,
  url,
}: ModalProps) {
  const t = useT();
  const close = useOverlayHistory(open, onClose, url);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Hydrated from the server's HTML (React reads the server's snapshot while it hydrates), as
  // opposed to opened in the app: only the first keeps its painted dialog.
  const hydrating = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  const fromServer = useRef(hydrating && open);
  // The server's open dialog has no ::backdrop: a click outside it lands on the (inert) page.
  const dismissOutside = useRef<(target: EventTarget | null) => void>(() => undefined);
  useEffect(() => {
    dismissOutside.current = (target) => {
      if (dismissible && target instanceof Node && !ref.current?.contains(target)) close();
    };
  });

  useEffect(() => {
    const dialog = ref.current;
    // jsdom: no showModal, the attribute is enough
    if (!open || !dialog || typeof dialog.showModal !== 'function' || isModal(dialog)) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.open && fromServer.current) {
      // A dialog the server rendered open (the first-visit notice, /search) stays as it was painted:
      // moved into the top layer it would be painted anew, and a first visit's largest paint would
      // wait for the scripts (docs/decisions.md "Lighthouse on every public page"). It is made
      // modal by hand: the rest of the page inert, focus inside; Escape and a click outside are
      // handled below.
      const release = inertOutside(dialog);
      const onClick = (e: globalThis.MouseEvent) => dismissOutside.current(e.target);
      document.addEventListener('click', onClick);
      const autofocus =
        dialog.querySelector<HTMLElement>('[data-autofocus], [autofocus]') ??
        dialog.querySelector<HTMLElement>(FOCUSABLE);
      if (!dialog.contains(document.activeElement)) autofocus?.focus();
      return () => {
        release();
        document.removeEventListener('click', onClick);
        // Closed (the dialog has left the page): opened again, it is the app's, a real modal.
        if (!dialog.isConnected) fromServer.current = false;
        opener?.focus();
      };
    }
    if (dialog.open) dialog.close();
    dialog.showModal();
    // showModal focuses the first control (the × button); a field marked data-autofocus takes it
    // instead, so a phone opens its keyboard (the search field).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (!ref.current) return;
    if (e.key === 'Escape' && !isModal(ref.current)) {
      // A modal dialog hears Escape as `cancel`; the server's open one, made modal by hand, here.
      e.preventDefault();
      if (dismissible) close();
      return;
    }
    if (e.key !== 'Tab') return;
    // Keep Tab inside the dialog instead of escaping to the browser's toolbar.
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  const onBackdropClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (dismissible && e.target === e.currentTarget) close();
  };

  return (
    <dialog
      ref={ref}
      // Shown from the server's HTML on; made modal once the scripts run (the effect above).
      open
      className={`modal modal-${placement}${className ? ` ${className}` : ''}`}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      onCancel={(e) => {
        // Escape: go back in history like every other way of closing.
        e.preventDefault();
        if (dismissible) close();
      }}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
    >
      <div className="modal-body">
        {(title || !hideClose) && (
          <div className="modal-head">
            {title && (
              <h2 id={titleId} className="modal-title">
                {title}
              </h2>
            )}
            {!hideClose && (
              <button type="button" className="icon-button modal-close" onClick={close} aria-label={t.common.close}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
        )}
        {children}
      </div>
    </dialog>
  );
}
