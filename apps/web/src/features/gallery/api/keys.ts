// The gallery's query keys: every one starts with 'events' (the server's cache tag), so any gallery
// write refreshes them all. docs/product.md "API" and "Business constants": gallery queries are not cached on the client (0 s).
export const eventKeys = {
  all: ['events'] as const,
  pages: () => [...eventKeys.all, 'pages'] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
};

/** docs/product.md "Business constants": the gallery's queries are fresh for 0 s. */
export const GALLERY_STALE_MS = 0;
