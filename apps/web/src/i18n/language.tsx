// The language of the UI: Malayalam by default, English on request, remembered in localStorage.
// A small store rather than only a context, so code outside components (the error handler) can
// read the current catalog. The English catalog is loaded only when someone asks for it.
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ml, type Messages } from './ml.ts';

export type Language = 'ml' | 'en';
export const LANGUAGE_KEY = 'lang';

let language: Language = 'ml';
let english: Messages | null = null;
const listeners = new Set<() => void>();

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
  if (next === 'en' && !english) english = (await import('./en.ts')).en;
  language = next;
  localStorage.setItem(LANGUAGE_KEY, next);
  document.documentElement.lang = next;
  emit();
}

export function getLanguage(): Language {
  return language === 'en' && english ? 'en' : 'ml';
}

/** The catalog of the current language, for code outside components. */
export function getMessages(): Messages {
  return language === 'en' && english ? english : ml;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Restores the remembered language (loading English if that was the choice). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (storedLanguage() === 'en') void setLanguage('en');
  }, []);
  return children;
}

export function useLanguage(): { lang: Language; toggle: () => void } {
  const lang = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const toggle = useCallback(() => void setLanguage(getLanguage() === 'ml' ? 'en' : 'ml'), []);
  return { lang, toggle };
}

/** The message catalog of the current language. */
export function useT(): Messages {
  return useSyncExternalStore(subscribe, getMessages, getMessages);
}
