import { itemsTotalFils, toFils } from '@outlet-shop/shop-rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { useTranslation } from '@/lib/i18n';
import { useCartStore } from '../stores/cart-store';
import { CartLineItem } from './cart-line-item';

/**
 * The navigation's cart icon ('Cart, N items', N = cart lines) opening the cart panel:
 * lines, total, Reset Cart, PROCEED TO CHECKOUT (docs/product.md 2). Closes on Escape, outside
 * click and navigation.
 */
export function CartDropdown() {
  const { t } = useTranslation();
  const lines = useCartStore((state) => state.lines);
  const reset = useCartStore((state) => state.reset);
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point
  useEffect(() => {
    setIsOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [isOpen]);

  const totalFils = itemsTotalFils(lines.map((line) => ({ priceFils: toFils(line.price), quantity: line.quantity })));
  const count = lines.length;

  return (
    <div className="cart-dropdown" ref={rootRef}>
      <button
        type="button"
        className="cart-button"
        aria-label={t('cart.button', { count })}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
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
      {isOpen ? (
        <section id={panelId} className="cart-panel" aria-label={t('cart.panel')}>
          {count === 0 ? <p className="cart-panel__empty">{t('cart.empty')}</p> : null}
          <ul className="cart-panel__lines">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} isStrictCap />
            ))}
          </ul>
          <p className="cart-panel__total">
            <span>{t('cart.subtotal')}</span> <strong>{formatMoney(totalFils)}</strong>
          </p>
          <div className="cart-panel__actions">
            <button type="button" className="button button--ghost" onClick={reset} disabled={count === 0}>
              {t('cart.reset')}
            </button>
            {count > 0 ? (
              <Link to={paths.checkout.getHref()} className="button button--primary">
                {t('cart.proceed')}
              </Link>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
