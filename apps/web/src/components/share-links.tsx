// "Pass it on": a WhatsApp link first (how the parish shares), and the phone's own share sheet
// where the browser has one. The WhatsApp link is a plain link, so it works before any script has
// run; the share sheet button appears once the page is live (docs/decisions.md "An address for
// every item").
import { useT } from '../i18n/language.tsx';
import { kitMessages } from '../i18n/kit.ts';
import { useBoot, useHydrated } from '../lib/boot.tsx';

/** The absolute address of a path of this site. */
export function useSiteUrl(path: string): string {
  const { origin } = useBoot();
  return new URL(
    path,
    origin || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin),
  ).toString();
}

export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}

export function ShareLinks({ title, path, className }: { title: string; path: string; className?: string }) {
  const t = useT(kitMessages);
  const url = useSiteUrl(path);
  const live = useHydrated();
  const canShare = live && typeof navigator.share === 'function';
  return (
    <div className={`share-links${className ? ` ${className}` : ''}`}>
      <a
        className="button small share-whatsapp"
        href={whatsAppShareUrl(title, url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.kit.shareWhatsAppLabel(title)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d={
              'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 ' +
              '.1-3.3-.8-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 ' +
              '.6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 ' +
              '1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3z'
            }
          />
        </svg>
        {t.kit.shareWhatsApp}
      </a>
      {canShare && (
        <button
          type="button"
          className="button small"
          aria-label={t.kit.shareLabel(title)}
          onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
        >
          {t.kit.share}
        </button>
      )}
    </div>
  );
}
