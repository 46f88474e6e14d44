import { useTranslation } from '@/lib/i18n';
import { useCartStore } from '../stores/cart-store';
import { CartLineItem } from './cart-line-item';

/** The checkout's order summary with quantity adjustment; plus stops at 2 for capped lines (docs/product.md 2, 5). */
export function CartSummary() {
  const { t } = useTranslation();
  const lines = useCartStore((state) => state.lines);
  return (
    <section className="card" aria-labelledby="order-summary">
      <h2 id="order-summary" className="card__title">
        {t('cart.orderSummary')}
      </h2>
      {lines.length === 0 ? <p>{t('cart.empty')}</p> : null}
      <ul className="cart-summary">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}
