// docs/product.md "Accounts and sessions": userInfo is stored locally and persists across reloads; empty when logged
// out. The server session is the truth: the page names its user when it is served (lib/boot.tsx),
// and the layout reconciles with GET /api/auth/me on load.
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@parish/shared/auth';
import { pageBootOnce, useBoot } from './boot.tsx';

export const USER_INFO_KEY = 'userInfo';
const listeners = new Set<() => void>();

// A hand check, not the zod schema: zod would weigh on the first-load bundle.
function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v._id === 'string' && typeof v.username === 'string' && typeof v.isAdmin === 'boolean';
}

function read(): UserInfo | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? 'null');
    return isUserInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The session's user as the server named it in this page (the page's boot, lib/boot.tsx): null for
 * a visitor; undefined when the page does not say (the dev server's page).
 */
function fromPage(): UserInfo | null | undefined {
  if (!document.getElementById('parish-boot')) return undefined;
  const { user } = pageBootOnce();
  return isUserInfo(user) ? user : null;
}

/** What the page says wins over what is stored, so the first paint has the right header. */
function initial(): UserInfo | null {
  // The server renders with the request's user (useUserInfo's server snapshot), never this store.
  if (typeof document === 'undefined') return null;
  const named = fromPage();
  if (named === undefined) return read();
  if (named) localStorage.setItem(USER_INFO_KEY, JSON.stringify(named));
  else localStorage.removeItem(USER_INFO_KEY);
  return named;
}

let current: UserInfo | null = initial();

export function getUserInfo(): UserInfo | null {
  return current;
}

export function setUserInfo(userInfo: UserInfo | null): void {
  const same =
    current?._id === userInfo?._id &&
    current?.isAdmin === userInfo?.isAdmin &&
    current?.username === userInfo?.username &&
    (current?.houseId ?? null) === (userInfo?.houseId ?? null);
  if (userInfo) localStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfo));
  else localStorage.removeItem(USER_INFO_KEY);
  if (same) return;
  current = userInfo;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logged in or out.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== USER_INFO_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The logged-in user, or null for a visitor: the request's while rendering on the server and hydrating. */
export function useUserInfo(): UserInfo | null {
  const { user } = useBoot();
  return useSyncExternalStore(subscribe, getUserInfo, () => user);
}
