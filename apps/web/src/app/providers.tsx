import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../i18n/language.tsx';

/** Spec §7, §9: queries are fresh for 60 s by default; house, board-by-title and gallery set 0. */
export const DEFAULT_STALE_MS = 60_000;

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: DEFAULT_STALE_MS, retry: 1, refetchOnWindowFocus: false } },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>{children}</LanguageProvider>
    </QueryClientProvider>
  );
}
