import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  isRouteErrorResponse,
  type RouteObject,
  RouterProvider,
  useRouteError,
} from 'react-router-dom';
import { CMS_PAGE_SLUGS, HOME_TILE_PRODUCT_IDS, MARKETING_PRODUCT_IDS } from '@/config/page-content';
import { paths } from '@/config/paths';
import { bannersQueryOptions } from '@/features/home/api/get-banners';
import { pageQueryOptions } from '@/features/pages/api/get-page';
import { brandProductsQueryOptions } from '@/features/products/api/get-brand-products';
import { categoryQueryOptions } from '@/features/products/api/get-category';
import { productQueryOptions } from '@/features/products/api/get-product';
import { productsByIdsQueryOptions } from '@/features/products/api/get-products-by-ids';
import { productsByTypeQueryOptions } from '@/features/products/api/get-products-by-type';
import { listingSortOf } from '@/features/products/api/listing-sort';
import { ApiError } from '@/lib/api-client';
import { loadNamespaces, type Namespace, routerBasename } from '@/lib/i18n';
import { shopSettingQueryOptions } from '@/lib/shop-setting';
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
 * A first screen's catalogue read, started by its route's loader: in the browser the loader does not
 * wait for it (the page shows its own loading state, and the read runs beside the page's code); on
 * the server (web/src/entry-server.tsx) it does, so the page is rendered with its data.
 */
const prefetch = (read: Promise<void>) => (import.meta.env.SSR ? read.then(() => null) : null);

/**
 * Reads a page shows below its first screen (the home page's product strips, a marketing page's
 * tiles, a CMS page's text), made on the server only, where the page is rendered with them
 * (docs/decisions/081): in the browser the page's own components start them, after its first paint.
 */
const prefetchOnServer = (reads: () => Promise<unknown>[]) =>
  import.meta.env.SSR ? Promise.all(reads()).then(() => null) : null;

/**
 * On the server, the page of an entry the catalogue does not have (a product or a listing's
 * category that does not exist or is not published): a 404 the route's `errorElement` shows as the
 * shop's Not Found page, and the render answers with that status (docs/decisions/079). In the
 * browser the page itself handles a missing entry.
 */
const notFoundOnServer = (missing: boolean) => {
  if (import.meta.env.SSR && missing) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return null;
};

/** Whether a catalogue read failed because the entry does not exist (`404 not_found`), not because the CMS failed. */
export const isMissingEntry = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The id of the route of every unknown path (the shop's Not Found page, answered with 404). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** A page the server renders, by the name its route's files have in the build's `outlet-shop:route-modules` meta tag. */
export type RenderedScreen =
  | 'home'
  | 'listing'
  | 'product'
  | 'offers'
  | 'contact'
  | 'about'
  | 'terms'
  | 'privacy'
  | 'coconut-sugar'
  | 'nut-butter'
  | 'chocolate-chips'
  | 'not-found';

/**
 * The pages the server renders (web/src/entry-server.tsx): the first screens (docs/decisions/051),
 * every other public page a search engine or a shared link reads (offers, contact, the information
 * and marketing pages; docs/decisions/081) and the Not Found page: each route's id and the name of
 * its files in the build's `outlet-shop:route-modules` meta tag (web/vite.config.ts; the Not Found
 * page's code is the entry's own). The shopper's own pages (cart, checkout, payment return, order
 * status, search results) stay the shell.
 */
export const FIRST_SCREEN_OF_ROUTE: Readonly<Record<string, RenderedScreen>> = {
  home: 'home',
  brand: 'listing',
  category: 'listing',
  product: 'product',
  offers: 'offers',
  contact: 'contact',
  about: 'about',
  terms: 'terms',
  privacy: 'privacy',
  'coconut-sugar': 'coconut-sugar',
  'nut-butter': 'nut-butter',
  'chocolate-chips': 'chocolate-chips',
  [NOT_FOUND_ROUTE_ID]: 'not-found',
};

/**
 * The loader of an information page (about, terms, privacy): on the server it reads the CMS page,
 * and a page the CMS does not have is the shop's Not Found page with 404
 * (docs/decisions/081).
 */
const cmsPageLoader = (queryClient: QueryClient, slug: string) => async () => {
  if (!import.meta.env.SSR) return null;
  await queryClient.prefetchQuery(pageQueryOptions(slug));
  return notFoundOnServer(isMissingEntry(queryClient.getQueryState(pageQueryOptions(slug).queryKey)?.error));
};

/**
 * A first screen's error: a 404 (its entry does not exist, {@link notFoundOnServer}) is the shop's
 * Not Found page; any other error goes on to React Router's own error page.
 */
function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  throw error;
}

/**
 * Every route of docs/product.md 2; each page's code loads on first visit (the first page's
 * with the HTML: public/first-screen.js, or the server's render). In Arabic the same routes live
 * under `/ar` (the router's basename, docs/decisions/048). The first screens' loaders start their
 * catalogue reads into `queryClient`.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      // The shop setting (the chat link and the footer's social links, on every page): in the
      // server's render, the page is drawn with it.
      loader: () => prefetch(queryClient.prefetchQuery(shopSettingQueryOptions())),
      // A shell page (not rendered on the server) stays as index.html left it, empty, until its
      // route's code and data are in; named, so React Router does not warn that there is none.
      hydrateFallbackElement: <></>,
      children: [
        {
          id: 'home',
          path: paths.home.path,
          // The slideshow's banners start loading with the page's code, not after it (LCP); on the
          // server the product strips and tiles are rendered too, with their links.
          loader: () =>
            Promise.all([
              prefetch(queryClient.prefetchQuery(bannersQueryOptions())),
              prefetchOnServer(() => [
                queryClient.prefetchQuery(productsByTypeQueryOptions('offers')),
                queryClient.prefetchQuery(productsByTypeQueryOptions('tranding')),
                queryClient.prefetchQuery(productsByIdsQueryOptions(HOME_TILE_PRODUCT_IDS)),
              ]),
            ]).then(() => null),
          lazy: lazyRoute(() => import('./routes/home')),
        },
        ...[
          ['brand', paths.brand.path],
          ['category', paths.category.path],
        ].map(([id, path]) => ({
          id,
          path,
          // The listing's first page starts loading with the page's code, not after it (LCP).
          loader: async ({ params, request }: { params: { id?: string }; request: Request }) => {
            const categoryId = idParam(params.id);
            if (!categoryId) return notFoundOnServer(true);
            const sort = listingSortOf(new URL(request.url).searchParams);
            await prefetch(
              Promise.all([
                queryClient.prefetchQuery(categoryQueryOptions(categoryId)),
                queryClient.prefetchInfiniteQuery(
                  brandProductsQueryOptions({ categoryId, subCategoryIds: [], search: '', sort }),
                ),
              ]).then(() => undefined),
            );
            // The category read is the listing's own (its title); on the server it also says whether the page exists.
            return notFoundOnServer(
              import.meta.env.SSR && queryClient.getQueryData(categoryQueryOptions(categoryId).queryKey) === null,
            );
          },
          errorElement: <RouteError />,
          lazy: lazyRoute(() => import('./routes/brand')),
        })),
        {
          id: 'product',
          path: paths.product.path,
          // Starts the product's fetch while the page's code loads, not after (LCP on phones); on
          // the server the top-selling strip below it is rendered too, with its links.
          loader: async ({ params }) => {
            const id = idParam(params.id);
            if (!id) return notFoundOnServer(true);
            await Promise.all([
              prefetch(queryClient.prefetchQuery(productQueryOptions(id))),
              prefetchOnServer(() => [queryClient.prefetchQuery(productsByTypeQueryOptions('featured'))]),
            ]);
            return notFoundOnServer(isMissingEntry(queryClient.getQueryState(productQueryOptions(id).queryKey)?.error));
          },
          errorElement: <RouteError />,
          lazy: lazyRoute(() => import('./routes/product')),
        },
        {
          id: 'offers',
          path: paths.offers.path,
          loader: () => prefetchOnServer(() => [queryClient.prefetchQuery(productsByTypeQueryOptions('offers'))]),
          lazy: lazyRoute(() => import('./routes/offers')),
        },
        { path: paths.search.path, lazy: lazyRoute(() => import('./routes/search')) },
        { path: paths.checkout.path, lazy: lazyRoute(() => import('./routes/check-out'), ['checkout']) },
        { path: paths.waiting.path, lazy: lazyRoute(() => import('./routes/waiting'), ['checkout']) },
        { path: paths.success.path, lazy: lazyRoute(() => import('./routes/success'), ['checkout']) },
        { path: paths.failed.path, lazy: lazyRoute(() => import('./routes/failed'), ['checkout']) },
        { path: paths.orderStatus.path, lazy: lazyRoute(() => import('./routes/order-status'), ['checkout']) },
        { id: 'contact', path: paths.contact.path, lazy: lazyRoute(() => import('./routes/contact'), ['contact']) },
        ...(
          [
            ['about', paths.about.path, CMS_PAGE_SLUGS.about, () => import('./routes/about')],
            ['terms', paths.terms.path, CMS_PAGE_SLUGS.terms, () => import('./routes/terms')],
            ['privacy', paths.privacy.path, CMS_PAGE_SLUGS.privacy, () => import('./routes/privacy')],
          ] as const
        ).map(([id, path, slug, load]) => ({
          id,
          path,
          loader: cmsPageLoader(queryClient, slug),
          errorElement: <RouteError />,
          lazy: lazyRoute(load),
        })),
        ...(
          [
            ['coconut-sugar', paths.coconutSugar.path, 'coconutSugar', () => import('./routes/coconut-sugar')],
            ['nut-butter', paths.nutButter.path, 'nutButter', () => import('./routes/nut-butter')],
            ['chocolate-chips', paths.chocolateChips.path, 'chocolateChips', () => import('./routes/chocolate-chips')],
          ] as const
        ).map(([id, path, page, load]) => ({
          id,
          path,
          loader: () =>
            prefetchOnServer(() => [queryClient.prefetchQuery(productsByIdsQueryOptions(MARKETING_PRODUCT_IDS[page]))]),
          lazy: lazyRoute(load, ['marketing']),
        })),
        { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

/**
 * The browser's router. `routes` are {@link createRoutes}' (with the first page's lazy routes
 * already loaded when the server rendered it) and `hydrationData` the server's router state.
 */
export function AppRouter({ routes, hydrationData }: { routes: RouteObject[]; hydrationData?: HydrationState }) {
  const router = useMemo(
    () => createBrowserRouter(routes, { basename: routerBasename, hydrationData }),
    [routes, hydrationData],
  );
  // The layout waits for the page's texts (root-layout.tsx); the router and its loaders do not.
  return (
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
