import type { ReactNode } from 'react';
import { LanguageProvider } from '../i18n/language.tsx';

// The query client is mounted by app/query-boundary.tsx (lazy), not here: see lib/query-client.ts.
export function Providers({ children }: { children: ReactNode }) {
  return <LanguageProvider>{children}</LanguageProvider>;
}
