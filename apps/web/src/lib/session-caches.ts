// Logging out empties every cache of the service worker that may hold an answer fetched while
// someone was logged in (docs/decisions.md "One service worker: installable, readable offline").
// Loaded only at logout.
import { SESSION_TOUCHED_CACHES } from './offline-caches.ts';

export async function forgetSessionAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(SESSION_TOUCHED_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
