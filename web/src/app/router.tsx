import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';
import HomeRoute from './routes/home';
import NotFoundRoute from './routes/not-found';

type RouteModule = Promise<{ default: React.ComponentType }>;
const lazyRoute = (load: () => RouteModule) => async () => ({ Component: (await load()).default });

/** Every route of SPEC.md 2; pages other than home load on first visit. */
function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: paths.home.path, element: <HomeRoute /> },
        { path: paths.brand.path, lazy: lazyRoute(() => import('./routes/brand')) },
        { path: paths.category.path, lazy: lazyRoute(() => import('./routes/brand')) },
        { path: paths.product.path, lazy: lazyRoute(() => import('./routes/product')) },
        { path: paths.offers.path, lazy: lazyRoute(() => import('./routes/offers')) },
        { path: paths.checkout.path, lazy: lazyRoute(() => import('./routes/check-out')) },
        { path: paths.waiting.path, lazy: lazyRoute(() => import('./routes/waiting')) },
        { path: paths.success.path, lazy: lazyRoute(() => import('./routes/success')) },
        { path: paths.failed.path, lazy: lazyRoute(() => import('./routes/failed')) },
        { path: paths.contact.path, lazy: lazyRoute(() => import('./routes/contact')) },
        { path: paths.about.path, lazy: lazyRoute(() => import('./routes/about')) },
        { path: paths.terms.path, lazy: lazyRoute(() => import('./routes/terms')) },
        { path: paths.privacy.path, lazy: lazyRoute(() => import('./routes/privacy')) },
        { path: paths.coconutSugar.path, lazy: lazyRoute(() => import('./routes/coconut-sugar')) },
        { path: paths.nutButter.path, lazy: lazyRoute(() => import('./routes/nut-butter')) },
        { path: paths.chocolateChips.path, lazy: lazyRoute(() => import('./routes/chocolate-chips')) },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}

export function AppRouter() {
  const router = useMemo(createRouter, []);
  return <RouterProvider router={router} />;
}
