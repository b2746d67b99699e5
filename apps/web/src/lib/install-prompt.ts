// "Add to home screen" (docs/decisions.md "One service worker: installable, readable offline"):
// the browser's own offer (`beforeinstallprompt`) is held back and the site offers once, in its
// words, from the third visit on; a refusal is remembered for 30 days. A visit is a tab opened on
// the site (counted once per tab session). Small: part of the first load; the offer itself
// (app/install-offer.tsx) loads only when it is to be shown.

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const VISITS_KEY = 'installVisits';
export const DECLINED_KEY = 'installDeclinedAt';
export const OFFER_FROM_VISIT = 3;
export const DECLINE_DAYS = 30;

/** Counts this visit, holds the browser's offer back, and calls `offer` when the site may offer. */
export function watchInstallOffer(offer: (event: InstallPromptEvent) => void): void {
  try {
    const stored = localStorage;
    if (!sessionStorage.getItem(VISITS_KEY)) {
      sessionStorage.setItem(VISITS_KEY, '1');
      stored.setItem(VISITS_KEY, String(Number(stored.getItem(VISITS_KEY)) + 1));
    }
    window.addEventListener('beforeinstallprompt', (event) => {
      // Never the browser's own bar: the site asks, when it may.
      event.preventDefault();
      if (
        Number(stored.getItem(VISITS_KEY)) >= OFFER_FROM_VISIT &&
        Date.now() - Number(stored.getItem(DECLINED_KEY)) > DECLINE_DAYS * 864e5
      ) {
        offer(event as InstallPromptEvent);
      }
    });
  } catch {
    // Storage refused: no count, no offer.
  }
}
