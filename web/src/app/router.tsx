import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { brandProductsQueryOptions } from '@/features/products/api/get-brand-products';
import { productQueryOptions } from '@/features/products/api/get-product';
import { loadNamespaces, type Namespace, routerBasename } from '@/lib/i18n';
import { RootLayout } from './root-layout';
import NotFoundRoute from './routes/not-found';

type RouteModule = Promise<{ default: React.ComponentType }>;

/** A numeric `:id` route parameter, or null. */
const idParam = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
/** A route's code and its texts (`namespaces`, besides `common`), loaded together on first visit. */
const lazyRoute =
  (load: () => RouteModule, namespaces: Namespace[] = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.default };
  };

/**
 * Every route of docs/product.md 2; each page's code loads on first visit (the first page's
 * with the HTML: public/first-screen.js). In Arabic the
 * same routes live under `/ar` (the router's basename, docs/decisions/048).
 */
function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(
    [
      {
        element: <RootLayout />,
        children: [
          // Like every page, home's code loads on its own; public/first-screen.js starts it with the HTML.
          { path: paths.home.path, lazy: lazyRoute(() => import('./routes/home')) },
          ...[paths.brand.path, paths.category.path].map((path) => ({
            path,
            // The listing's first page starts loading with the page's code, not after it (LCP).
            loader: ({ params }: { params: { id?: string } }) => {
              const categoryId = idParam(params.id);
              if (categoryId) {
                void queryClient.prefetchInfiniteQuery(
                  brandProductsQueryOptions({ categoryId, subCategoryIds: [], search: '' }),
                );
              }
              return null;
            },
            lazy: lazyRoute(() => import('./routes/brand')),
          })),
          {
            path: paths.product.path,
            // Starts the product's fetch while the page's code loads, not after (LCP on phones).
            loader: ({ params }) => {
              const id = idParam(params.id);
              if (id) void queryClient.prefetchQuery(productQueryOptions(id));
              return null;
            },
            lazy: lazyRoute(() => import('./routes/product')),
          },
          { path: paths.offers.path, lazy: lazyRoute(() => import('./routes/offers')) },
          { path: paths.checkout.path, lazy: lazyRoute(() => import('./routes/check-out'), ['checkout']) },
          { path: paths.waiting.path, lazy: lazyRoute(() => import('./routes/waiting'), ['checkout']) },
          { path: paths.success.path, lazy: lazyRoute(() => import('./routes/success'), ['checkout']) },
          { path: paths.failed.path, lazy: lazyRoute(() => import('./routes/failed'), ['checkout']) },
          { path: paths.contact.path, lazy: lazyRoute(() => import('./routes/contact'), ['contact']) },
          { path: paths.about.path, lazy: lazyRoute(() => import('./routes/about')) },
          { path: paths.terms.path, lazy: lazyRoute(() => import('./routes/terms')) },
          { path: paths.privacy.path, lazy: lazyRoute(() => import('./routes/privacy')) },
          { path: paths.coconutSugar.path, lazy: lazyRoute(() => import('./routes/coconut-sugar'), ['marketing']) },
          { path: paths.nutButter.path, lazy: lazyRoute(() => import('./routes/nut-butter'), ['marketing']) },
          { path: paths.chocolateChips.path, lazy: lazyRoute(() => import('./routes/chocolate-chips'), ['marketing']) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
    { basename: routerBasename },
  );
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createRouter(queryClient), [queryClient]);
  // The layout waits for the page's texts (root-layout.tsx); the router and its loaders do not.
  return (
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
