import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ml, type Messages } from './ml.ts';
import { en } from './en.ts';

export type Language = 'ml' | 'en';
const catalogs: Record<Language, Messages> = { ml, en };
const STORAGE_KEY = 'lang';

const LanguageContext = createContext<{ lang: Language; toggle: () => void }>({ lang: 'ml', toggle: () => {} });

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [lang, setLang] = useState<Language>(() => (localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'ml'));
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const toggle = useCallback(() => {
    setLang((l) => {
      const next = l === 'ml' ? 'en' : 'ml';
      localStorage.setItem(STORAGE_KEY, next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ lang, toggle }), [lang, toggle]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export const useLanguage = () => useContext(LanguageContext);

/** The message catalog of the current language. */
export function useT(): Messages {
  return catalogs[useContext(LanguageContext).lang];
}
