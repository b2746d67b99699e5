// Each screen names itself in the browser tab, history and bookmarks ("<screen> · <parish>"); the
// server writes the same title into the page it renders.
import { useEffect } from 'react';
import { useT } from '../i18n/language.tsx';
import { useRenderCollector } from './boot.tsx';

export function useDocumentTitle(title: string): void {
  const appName = useT().app.name;
  const full = title === appName ? appName : `${title} · ${appName}`;
  const collector = useRenderCollector();
  if (collector) collector.title = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
