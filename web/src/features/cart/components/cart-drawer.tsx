import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { useCartStore } from '../stores/cart-store';

/**
 * Where the cart opens as a drawer instead of a panel under its button: the width at which the
 * header wraps (styles.css), so the button is no longer at the screen's edge.
 */
export const CART_DRAWER_QUERY = '(max-width: 800px)';

type CartDialogModule = typeof import('./cart-dialog');

/** The open cart's code once loaded, and its load under way. */
let cartDialogModule: CartDialogModule | undefined;
let cartDialogLoad: Promise<CartDialogModule> | undefined;

/**
 * Loads the open cart's code (cart-dialog.tsx), once: the first page's script does without it
 * (docs/performance.md, "Storefront's first page"). Started as soon as the shopper's pointer,
 * finger or focus reaches the cart button, so it is usually in by the tap. A failed load (the
 * network) is tried again by the next.
 */
export function loadCartDialog(): Promise<CartDialogModule> {
  cartDialogLoad ??= import('./cart-dialog').then(
    (module) => {
      cartDialogModule = module;
      return module;
    },
    (error: unknown) => {
      cartDialogLoad = undefined;
      throw error;
    },
  );
  return cartDialogLoad;
}

const startLoadingDialog = () => {
  loadCartDialog().catch(() => {
    // Tried again on the tap.
  });
};

const isDrawerScreen = () => typeof window !== 'undefined' && window.matchMedia?.(CART_DRAWER_QUERY).matches === true;

/**
 * The navigation's cart icon ('Cart, N items', N = cart lines) and the cart it opens: lines, total,
 * Reset Cart (asked first), PROCEED TO CHECKOUT (docs/product.md 2). On a phone the cart is a modal
 * drawer the screen's height from the inline-end edge (right in English, left in Arabic): focus stays
 * inside it, Escape, the close button and a tap beside it close it. On wider screens it is the panel
 * under the cart button, closed by Escape, the close button and a click elsewhere. Either closes on
 * navigation.
 */
export function CartDrawer() {
  const { t } = useTranslation();
  const count = useCartStore((state) => state.lines.length);
  const [mode, setMode] = useState<'drawer' | 'panel' | null>(null);
  const [dialogCode, setDialogCode] = useState(cartDialogModule);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point
  useEffect(() => {
    setMode(null);
  }, [location.pathname]);

  // Set by a close that gives focus back to the cart button (not a click elsewhere, nor navigation).
  const shouldRefocus = useRef(false);

  /** Closes the cart and gives focus back to its button. */
  const close = useCallback(() => {
    shouldRefocus.current = true;
    setMode(null);
  }, []);

  // The open cart's code, on the first open if the button did not start it already; the cart
  // stays closed when it cannot be loaded.
  useEffect(() => {
    if (mode === null || dialogCode) return;
    let isCurrent = true;
    loadCartDialog().then(
      (module) => isCurrent && setDialogCode(module),
      () => isCurrent && setMode(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [mode, dialogCode]);

  // Once the dialog has left the page: while a modal one is open, the button is inert.
  useEffect(() => {
    if (mode !== null || !shouldRefocus.current) return;
    shouldRefocus.current = false;
    buttonRef.current?.focus();
  }, [mode]);

  // The panel is not modal: Escape and a click outside it are the page's to watch.
  useEffect(() => {
    if (mode !== 'panel') return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMode(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [mode, close]);

  return (
    <div className="cart-dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="cart-button"
        aria-label={t('cart.button', { count })}
        aria-haspopup="dialog"
        aria-expanded={mode !== null}
        aria-controls={mode && dialogCode ? dialogId : undefined}
        onClick={() => setMode((open) => (open ? null : isDrawerScreen() ? 'drawer' : 'panel'))}
        onPointerEnter={startLoadingDialog}
        onTouchStart={startLoadingDialog}
        onFocus={startLoadingDialog}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 4h-3V2h4.6l.8 3H22l-2.4 9H9.1l.5 2H20v2H8.1L5.6 6 5.1 4H7Zm2 16a2 2 0 1 1 0 .01V20Zm9 0a2 2 0 1 1 0 .01V20Z"
          />
        </svg>
        <span className="cart-button__count" aria-hidden="true">
          {count}
        </span>
      </button>
      {mode && dialogCode ? <dialogCode.CartDialog id={dialogId} isModal={mode === 'drawer'} onClose={close} /> : null}
    </div>
  );
}
