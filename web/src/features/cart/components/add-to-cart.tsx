import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { type CartLine, lineCap, useCartStore } from '../stores/cart-store';
import { useCartTexts } from './use-cart-texts';

/** How long the refusal toasts stay (docs/product.md 8: 2 to 3 s). */
const REFUSAL_TOAST_MS = 2500;

/**
 * The product page's quantity selector (minimum 1; plus hidden at the `max_order_qut` cap
 * with 'Only N pcs allowed', e.g. 'Only 2 pcs allowed', or at the pieces available with 'Only 3
 * pcs available') and its Add to cart button (docs/product.md
 * 2, 5). Refusals are toasts with the shared cart rules' messages.
 */
export function AddToCart({ product }: { product: Omit<CartLine, 'quantity'> }) {
  const { t } = useTranslation();
  const texts = useCartTexts();
  const [quantity, setQuantity] = useState(1);
  const add = useCartStore((state) => state.add);
  const cap = lineCap(product);
  const isAtCap = quantity >= cap;

  const handleAdd = () => {
    const result = add(product, quantity);
    if (!result.ok) showToast('error', texts.refusal(result.reason, product), { duration: REFUSAL_TOAST_MS });
  };

  return (
    <div className="add-to-cart">
      <fieldset className="quantity">
        <legend className="visually-hidden">{t('cart.quantity')}</legend>
        <button
          type="button"
          className="quantity__button"
          aria-label={t('cart.decreaseQuantity')}
          disabled={quantity <= 1}
          onClick={() => setQuantity((q) => Math.max(1, q - 1))}
        >
          −
        </button>
        <output className="quantity__value" aria-live="polite">
          {quantity}
        </output>
        {isAtCap ? null : (
          <button
            type="button"
            className="quantity__button"
            aria-label={t('cart.increaseQuantity')}
            onClick={() => setQuantity((q) => Math.min(cap, q + 1))}
          >
            +
          </button>
        )}
      </fieldset>
      {isAtCap && !product.outofstock ? <p className="hint">{texts.capMessage(product)}</p> : null}
      <button type="button" className="button button--primary" onClick={handleAdd}>
        {t('cart.addToCart')}
      </button>
    </div>
  );
}
