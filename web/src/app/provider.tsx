import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isRtl } from '@/lib/i18n';
import { LazyToaster } from '@/lib/toast';

/**
 * App-wide providers: TanStack Query (`queryClient`, {@link createQueryClient}) and the toasts
 * (bottom-left, docs/product.md 2; mirrored to bottom-right in Arabic, decision 048).
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
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
