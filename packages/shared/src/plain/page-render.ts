// The contract between the API server and the web app's server renderer (apps/web/src/
// entry-server.tsx, built by `vite build --ssr`): the server loads the built module and calls it.
// Types only; the server treats the page's boot as opaque JSON (docs/decisions.md "Pages are
// rendered on the server").
import type { UserInfo } from '../auth.ts';

export type PageLanguage = 'ml' | 'en';

export interface PageRequest {
  /** Path and query string of the page. */
  url: string;
  user: UserInfo | null;
  lang: PageLanguage;
  /** The first-visit notice was answered. */
  visited: boolean;
  /** The viewport width the page is laid out for (CSS px). */
  viewportWidth: number;
  /** The server's clock (ms). */
  now: number;
  /** The site's public address (scheme and host). */
  origin: string;
  /** The page is refused before it is rendered (too many requests): it shows the error screen of that status. */
  refused?: { status: number; code: string; message: string };
  /** Answers an API request (the path after /api) as the server's own routes would, for this page's session. */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
}

/** A link preview (Open Graph): what a screen says about the item it shows. */
export interface PagePreview {
  /** The page's own title when not given. */
  title?: string;
  description?: string;
  /**
   * A photo of this site (/media/….webp) that the item or list is about; the server gives link
   * readers a preview-sized JPEG of it. Without one, the church's photo. Never a person's photo on
   * a page about many people (docs/decisions.md "A picture for every shared link").
   */
  image?: string;
  /** What the image shows (its alt text); the title when not given. */
  imageAlt?: string;
  type?: 'website' | 'article';
}

export interface PreloadImage {
  href: string;
  media?: string;
}

export interface RenderedPage {
  status: number;
  /** Set instead of a page: the browser is sent there (302). */
  redirect?: string;
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** What the browser hydrates with (JSON). */
  boot: unknown;
  /** The document's title, as the screen set it. */
  title?: string;
  preview?: PagePreview;
  /** Images the first screen paints large (with the media query a <picture> source chose them by). */
  preloadImages: PreloadImage[];
  /** Source modules of the lazy screens the page shows (the server finds their chunks in the build). */
  modules: string[];
}

export interface PageRenderer {
  /** Loads every screen once, before the first page. */
  prepare(): Promise<void>;
  renderPage(request: PageRequest): Promise<RenderedPage>;
}
