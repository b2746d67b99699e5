// Issue 8: each screen names itself in the browser tab, history and bookmarks ("<screen> · <parish>").
import { useEffect } from 'react';
import { useT } from '../i18n/language.tsx';

export function useDocumentTitle(title: string): void {
  const appName = useT().app.name;
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);
}
