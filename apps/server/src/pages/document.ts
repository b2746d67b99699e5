// The HTML document of a rendered page: the built index.html with the page's head (title,
// description, canonical address, link preview, the chunks and image it needs first), the app's
// markup in #root and the boot the browser hydrates with (docs/decisions.md "Pages are rendered on
// the server"). Pure: the pages plugin gives it what it needs.
import type { PageLanguage, PagePreview, PreloadImage } from '@parish/shared/plain/page-render';
import { PREVIEW_IMAGE } from './preview-image.ts';

export interface DocumentParts {
  lang: PageLanguage;
  /** The screen's title ("<screen> · <parish>"); the template's when the screen set none. */
  title?: string;
  /** Absolute address of the page (no query string). */
  canonical: string;
  /** Absolute address of the site, for making preview images absolute. */
  origin: string;
  preview?: PagePreview;
  /** The link preview's picture (an address of this site, a 1,200 × 630 JPEG) and what it shows. */
  previewImage: { href: string; alt: string };
  /** Script chunks the page's screens need beyond the entry's. */
  modulePreloads: string[];
  /** Images the first screen paints large. */
  preloadImages: PreloadImage[];
  /** Font files the first paint's text needs. */
  fonts: string[];
  appHtml: string;
  boot: unknown;
}

/** Text safe inside HTML (element content and double-quoted attributes). */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON safe inside a <script> element: no `</script>`, no HTML comment opener. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const titleOf = (template: string) => /<title>([^<]*)<\/title>/.exec(template)?.[1] ?? '';
const descriptionOf = (template: string) => /<meta name="description" content="([^"]*)"/.exec(template)?.[1] ?? '';

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * The app's scripts, named in the page but fetched by `/load-app.js` once the page's own styles,
 * fonts and photos have arrived: the page is whole without them (docs/decisions.md "Pages are
 * rendered on the server").
 */
function deferredScripts(template: string, modulePreloads: readonly string[]): { template: string; loader: string } {
  // The build names the chunks the entry imports (its runtime) before the entry itself: the last
  // module script is the app, the others are loaded as its modules.
  const scripts = [...template.matchAll(ENTRY_SCRIPT)].map((m) => m[1]);
  const entry = scripts.pop();
  if (!entry) return { template, loader: '' };
  const modules = [...scripts, ...[...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]), ...modulePreloads];
  return {
    template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    loader:
      `<script src="/load-app.js" defer data-entry="${escapeHtml(entry)}" ` +
      `data-modules="${escapeHtml([...new Set(modules)].join(' '))}"></script>`,
  };
}

export function pageDocument(fullTemplate: string, parts: DocumentParts): string {
  const { template, loader } = deferredScripts(fullTemplate, parts.modulePreloads);
  const siteName = titleOf(template);
  const title = parts.title ? escapeHtml(parts.title) : siteName;
  const preview = parts.preview;
  const previewTitle = preview?.title ? escapeHtml(preview.title) : title;
  const description = preview?.description ? escapeHtml(preview.description) : descriptionOf(template);
  const image = escapeHtml(new URL(parts.previewImage.href, parts.origin).toString());
  const imageAlt = parts.previewImage.alt ? escapeHtml(parts.previewImage.alt) : siteName;
  const canonical = escapeHtml(parts.canonical);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    `<meta property="og:site_name" content="${siteName}">`,
    `<meta property="og:type" content="${preview?.type ?? 'website'}">`,
    `<meta property="og:title" content="${previewTitle}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:locale" content="${parts.lang === 'en' ? 'en_IN' : 'ml_IN'}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:type" content="${PREVIEW_IMAGE.type}">`,
    `<meta property="og:image:width" content="${PREVIEW_IMAGE.width}">`,
    `<meta property="og:image:height" content="${PREVIEW_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${imageAlt}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${image}">`,
    `<meta name="twitter:image:alt" content="${imageAlt}">`,
    `<meta name="twitter:title" content="${previewTitle}">`,
    `<meta name="twitter:description" content="${description}">`,
    // Installable (docs/decisions.md "One service worker: installable, readable offline").
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
    ...parts.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...parts.preloadImages.map(
      ({ href, media }) =>
        `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${escapeHtml(media)}"` : ''} fetchpriority="high">`,
    ),
    loader,
  ].join('');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${parts.lang}">`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, '')
    .replace('</head>', `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${parts.appHtml}</div><script id="parish-boot" ` +
        `type="application/json">${scriptJson(parts.boot)}</script>`,
    );
}
