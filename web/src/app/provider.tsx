import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isRtl } from '@/lib/i18n';
import { LazyToaster } from '@/lib/toast';

/**
 * App-wide providers: TanStack Query (catalogue cached 60 s) and the toasts (bottom-left,
 * docs/product.md 2; mirrored to bottom-right in Arabic, decision 048).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster
        position={isRtl ? 'bottom-right' : 'bottom-left'}
        dir={isRtl ? 'rtl' : 'ltr'}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
