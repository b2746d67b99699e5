// What a screen tells the server about its page while it is rendered there (docs/decisions.md
// "Pages are rendered on the server"): the link preview of the item it shows, and the image that
// is its largest paint. In the browser these do nothing.
import type { PagePreview } from '@parish/shared/plain/page-render';
import { useRenderCollector } from './boot.tsx';

/** The page's link preview (Open Graph): its own title, text and picture. */
export function usePagePreview(preview: PagePreview | null | undefined): void {
  const collector = useRenderCollector();
  if (collector && preview) collector.preview = preview;
}

/**
 * An image the first screen paints large: the page asks for it at once, with high priority. `media`:
 * the query under which a <picture> shows this source.
 */
export function usePreloadImage(href: string | null | undefined, media?: string): void {
  const collector = useRenderCollector();
  if (collector && href && !collector.preloadImages.some((p) => p.href === href))
    collector.preloadImages.push({ href, media });
}
