// What the server knew when it rendered the page (docs/decisions.md "Pages are rendered on the
// server"): the session's user, the language, whether the first-visit notice was answered, the
// clock, the width it laid the page out for, the reads it made and an error screen it showed. The
// server renders with it and writes it into the page; the browser hydrates with the same values,
// so its first render matches the HTML, and only then moves to what the browser itself knows.
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@parish/shared/auth';
import type { PageLanguage as Language, PagePreview, PreloadImage } from '@parish/shared/plain/page-render';
import type { ErrorScreenState } from './error-handler.ts';

export type { Language };

export interface Boot {
  /** The server rendered this page (false: the dev server's empty page). */
  rendered: boolean;
  /** The site's public address (PUBLIC_URL, or the address the page came from): shared links use it. */
  origin: string;
  user: UserInfo | null;
  lang: Language;
  /** The first-visit notice was answered (docs/product.md "In the browser"), as the `visited` cookie says. */
  visited: boolean;
  /** The server's clock (ms): screens that show "this week" render the same week on both sides. */
  now: number;
  /** The viewport width the page was laid out for (masonry columns). */
  viewportWidth: number;
  /** Answers of plain reads (`usePageRead`), by API path. */
  reads: Record<string, unknown>;
  /** A failed first read: the page is this error screen (docs/product.md "Errors"), as the client would show it. */
  errorScreen?: ErrorScreenState;
  /** The query cache the page was rendered with (TanStack Query's dehydrated state). */
  queries?: DehydratedState;
}

/** What a server render collects while it runs; absent in the browser. */
export interface RenderCollector {
  title?: string;
  /** The page's preview (Open Graph): set by the screen that knows its item. */
  preview?: PagePreview;
  /** Images the first screen paints large: preloaded with high priority. */
  preloadImages: PreloadImage[];
  /** A status other than 200 (404 for a not-found screen). */
  status?: number;
  /** Where the server sends the browser instead (a guard's login page). */
  redirect?: string;
  /** Failed reads a screen sent to the error handler, first first. */
  loadErrors: unknown[];
  /** Plain reads asked for but not in `Boot.reads` yet: the server reads them and renders again. */
  missingReads: Set<string>;
  /** The lazy modules the render used (their source paths), for `modulepreload`. */
  modules: Set<string>;
  /** This page's query client (the lazy query boundary mounts it). */
  queryClient: QueryClient;
}

export type { PagePreview };

export const defaultBoot: Boot = {
  rendered: false,
  origin: '',
  user: null,
  lang: 'ml',
  visited: true,
  now: 0,
  viewportWidth: 400,
  reads: {},
};

const BootContext = createContext<Boot>(defaultBoot);
const CollectorContext = createContext<RenderCollector | null>(null);

export function BootProvider({
  boot,
  collector,
  children,
}: {
  boot: Boot;
  collector?: RenderCollector;
  children: ReactNode;
}) {
  return (
    <BootContext.Provider value={boot}>
      <CollectorContext.Provider value={collector ?? null}>{children}</CollectorContext.Provider>
    </BootContext.Provider>
  );
}

export function useBoot(): Boot {
  return useContext(BootContext);
}

/** The server render's collector; null in the browser. */
export function useRenderCollector(): RenderCollector | null {
  return useContext(CollectorContext);
}

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates, true from the render after:
 * what only the browser knows (stored choices, the push prompt, a timer) mounts then, so the
 * hydrated HTML matches and nothing on the first screen moves.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The boot the server wrote into the page (`<script id="parish-boot">`), or the defaults. */
export function readPageBoot(): Boot {
  const script = typeof document === 'undefined' ? null : document.getElementById('parish-boot');
  if (!script?.textContent)
    return { ...defaultBoot, now: Date.now(), viewportWidth: typeof window === 'undefined' ? 400 : window.innerWidth };
  try {
    return { ...defaultBoot, ...(JSON.parse(script.textContent) as Partial<Boot>) };
  } catch {
    return { ...defaultBoot, now: Date.now() };
  }
}

let pageBoot: Boot | null = null;

/** The page's boot, read once: the stores take their first values from it. */
export function pageBootOnce(): Boot {
  pageBoot ??= readPageBoot();
  return pageBoot;
}

/**
 * "Now" for a screen, fixed while it is open: the server's clock for a screen it rendered (the same
 * on both sides while hydrating), the browser's for one opened later.
 */
export function useRenderTime(): Date {
  const { now } = useBoot();
  const hydrated = useHydrated();
  const [at] = useState(() => new Date(!hydrated && now ? now : Date.now()));
  return at;
}

/**
 * The history key of the location the page was loaded at (a reload keeps the entry's key and its
 * state, which the server never sees): `'default'` for a fresh entry.
 */
const loadedAtKey =
  typeof window === 'undefined' ? 'default' : ((window.history.state as { key?: string } | null)?.key ?? 'default');

/**
 * The location is the one the page was loaded (or reloaded) at: the server rendered it without its
 * history state, so the first render must not read that state either (a hydration mismatch,
 * React's error #418, otherwise: docs/decisions.md "A signal that drops and comes back").
 */
export function isLoadedLocation(key: string): boolean {
  return key === 'default' || key === loadedAtKey;
}
