import { QueryClient } from '@tanstack/react-query';
import type { HydrationState, RouteObject } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The shop's query cache: catalogue reads kept fresh 60 s, not refetched on focus, retried once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
  });
}

/**
 * The shop in the browser: providers around the router. `routes` are `createRoutes(queryClient)`
 * (web/src/app/router.tsx); `hydrationData` is the router state of a page the server rendered.
 */
export function App({
  queryClient,
  routes,
  hydrationData,
}: {
  queryClient: QueryClient;
  routes: RouteObject[];
  hydrationData?: HydrationState;
}) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter routes={routes} hydrationData={hydrationData} />
    </AppProvider>
  );
}
