// The language of the UI: Malayalam by default, English on request, remembered in a cookie (so the
// server renders the chosen language, docs/decisions.md "Pages are rendered on the server") and in
// localStorage. A small store rather than only a context, so code outside components (the error
// handler) can read the current catalog. The English catalog is loaded only when someone asks for it.
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { LANGUAGE_COOKIE } from '@parish/shared/plain/page-cookies';
import { pageBootOnce, useBoot, type Language } from '../lib/boot.tsx';
import { ml, type Messages } from './ml.ts';

export type { Language };
export const LANGUAGE_KEY = 'lang';

let language: Language = typeof document === 'undefined' ? 'ml' : pageBootOnce().lang;
let english: Messages | null = null;
const listeners = new Set<() => void>();

/** Loads the English catalog (the browser before hydrating an English page; the server at start). */
export async function loadEnglish(): Promise<void> {
  english ??= (await import('./en.ts')).en;
}

function catalogOf(lang: Language): Messages {
  return lang === 'en' && english ? english : ml;
}

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'ml';
  } catch {
    return 'ml';
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export async function setLanguage(next: Language): Promise<void> {
  if (next === 'en') await loadEnglish();
  language = next;
  localStorage.setItem(LANGUAGE_KEY, next);
  document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = next;
  emit();
}

export function getLanguage(): Language {
  return language === 'en' && english ? 'en' : 'ml';
}

/** The catalog of the current language, for code outside components. */
export function getMessages(): Messages {
  return catalogOf(language);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A choice made before the language was kept in a cookie lives only in localStorage: the server
 * rendered Malayalam, so the page switches once and the cookie remembers it from then on.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { lang } = useBoot();
  useEffect(() => {
    if (lang !== 'en' && storedLanguage() === 'en') void setLanguage('en');
  }, [lang]);
  return children;
}

export function useLanguage(): { lang: Language; toggle: () => void } {
  const boot = useBoot();
  const lang = useSyncExternalStore(subscribe, getLanguage, () => boot.lang);
  const toggle = useCallback(() => void setLanguage(getLanguage() === 'ml' ? 'en' : 'ml'), []);
  return { lang, toggle };
}

/**
 * A domain's own texts, in both languages, kept in the domain's folder so they load with its
 * screens' chunk and not with the first page (docs/decisions.md "A domain's texts travel with its
 * screens"). English must have every Malayalam key.
 */
export interface DomainMessages<D> {
  readonly ml: D;
  readonly en: D;
  /** The common catalog with the domain's blocks added, made once per language. */
  merged(base: Messages): Messages & D;
}

/** What `useT(domain)` returns: the common catalog and the domain's blocks. */
export type TextsOf<M> = M extends DomainMessages<infer D> ? Messages & D : never;

export function defineMessages<D extends object>(catalogs: { ml: D; en: NoInfer<D> }): DomainMessages<D> {
  const cache = new Map<Messages, Messages & D>();
  return {
    ...catalogs,
    merged(base) {
      let both = cache.get(base);
      if (!both) {
        both = { ...base, ...(base === ml ? catalogs.ml : catalogs.en) };
        cache.set(base, both);
      }
      return both;
    },
  };
}

/** The message catalog of the current language; with a domain's messages, those blocks too. */
export function useT(): Messages;
export function useT<D>(domain: DomainMessages<D>): Messages & D;
export function useT<D>(domain?: DomainMessages<D>): Messages | (Messages & D) {
  const boot = useBoot();
  const base = useSyncExternalStore(subscribe, getMessages, () => catalogOf(boot.lang));
  return domain ? domain.merged(base) : base;
}

/** A domain's texts in the current language, for code outside components. */
export function getDomainMessages<D>(domain: DomainMessages<D>): Messages & D {
  return domain.merged(getMessages());
}
