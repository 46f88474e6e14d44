import { useState } from 'react';
import { toast } from 'sonner';
import {
  CAPPED_MAX_ORDER_QUANTITY,
  CART_MESSAGES,
  type CartLine,
  quantityCap,
  useCartStore,
} from '../stores/cart-store';

/** How long the refusal toasts stay (SPEC.md 8: 2 to 3 s). */
const REFUSAL_TOAST_MS = 2500;

/**
 * The product page's quantity selector (minimum 1; plus hidden at 2 with 'Only 2 pcs allowed'
 * when `max_order_qut` is 2) and its Add to cart button (SPEC.md 2, 5). Refusals are toasts.
 */
export function AddToCart({ product }: { product: Omit<CartLine, 'quantity'> }) {
  const [quantity, setQuantity] = useState(1);
  const add = useCartStore((state) => state.add);
  const cap = quantityCap(product);
  const isAtCap = quantity >= cap;

  const handleAdd = () => {
    const result = add(product, quantity);
    if (!result.ok) toast.error(CART_MESSAGES[result.reason], { duration: REFUSAL_TOAST_MS });
  };

  return (
    <div className="add-to-cart">
      <fieldset className="quantity">
        <legend className="visually-hidden">Quantity</legend>
        <button
          type="button"
          className="quantity__button"
          aria-label="Decrease quantity"
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
            aria-label="Increase quantity"
            onClick={() => setQuantity((q) => Math.min(cap, q + 1))}
          >
            +
          </button>
        )}
      </fieldset>
      {product.max_order_qut === CAPPED_MAX_ORDER_QUANTITY && isAtCap ? (
        <p className="hint">{CART_MESSAGES.max_order_quantity}</p>
      ) : null}
      <button type="button" className="button button--primary" onClick={handleAdd}>
        Add to cart
      </button>
    </div>
  );
}
