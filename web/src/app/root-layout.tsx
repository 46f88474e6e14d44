import { Suspense, use, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChatHelpLink } from '@/components/chat-help-link';
import { Footer } from '@/components/footer';
import { Navigation } from '@/components/navigation';
import { useSavedCartRefresh } from '@/features/cart/api/refresh-saved-cart';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { useNewLineToast } from '@/features/cart/components/use-new-line-toast';
import { TestShopNotice } from '@/features/checkout/components/test-shop-notice';
import { markHydrated } from '@/lib/first-screen';
import { localeReady, useTranslation } from '@/lib/i18n';

/**
 * The layout of every page (docs/product.md 2): navigation with the cart, the page, chat help, footer,
 * and in a test shop the notice that it takes no money.
 */
export function RootLayout() {
  use(localeReady);
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useNewLineToast();
  useSavedCartRefresh();
  // docs/product.md 2: every route change scrolls to the top. Not the first page: it opens at the
  // top (or where the browser restores it), and scrolling there forced a layout of the whole page
  // before its first paint (100–200 ms on a phone-speed CPU).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <Navigation cart={<CartDrawer />} />
      <main id="main" className="page" tabIndex={-1}>
        {/* A page whose texts are still loading (a lazy route's namespace) waits here, not the layout. */}
        <Suspense fallback={null}>
          <PageTakenOver />
          <Outlet />
        </Suspense>
      </main>
      <ChatHelpLink />
      <Footer />
      <TestShopNotice />
    </>
  );
}

/**
 * Marks the page as the app's once the page itself (not only the layout: React hydrates each
 * Suspense boundary in its own pass) has been taken over, which replays taps made before
 * (web/src/lib/first-screen.ts `markHydrated`).
 */
function PageTakenOver() {
  useEffect(() => markHydrated(), []);
  return null;
}
