// The one registry of response-cache tags: a GET names the data it reads in
// `config: { cache: [...] }`, a write names what it changed in `app.write({ invalidates })`.
// A new domain adds its tag here, so a read and its writes cannot drift apart by a typo.
export const CACHE_TAGS = {
  houses: 'houses',
  board: 'board',
  contacts: 'contacts',
  settings: 'settings',
  events: 'events',
  students: 'students',
  sandesham: 'sandesham',
  news: 'news',
  faq: 'faq',
  history: 'history',
  departed: 'departed',
  ads: 'ads',
  privacy: 'privacy',
} as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
