import { useState } from 'react';
import { toast } from 'sonner';
import { type CartLine, lineCap, lineCapMessage, useCartStore } from '../stores/cart-store';

/** How long the refusal toasts stay (docs/product.md 8: 2 to 3 s). */
const REFUSAL_TOAST_MS = 2500;

/**
 * The product page's quantity selector (minimum 1; plus hidden at the `max_order_qut` cap
 * with 'Only N pcs allowed', e.g. 'Only 2 pcs allowed', or at the pieces available with 'Only 3
 * pcs available') and its Add to cart button (docs/product.md
 * 2, 5). Refusals are toasts with the shared cart rules' messages.
 */
export function AddToCart({ product }: { product: Omit<CartLine, 'quantity'> }) {
  const [quantity, setQuantity] = useState(1);
  const add = useCartStore((state) => state.add);
  const cap = lineCap(product);
  const isAtCap = quantity >= cap;

  const handleAdd = () => {
    const result = add(product, quantity);
    if (!result.ok) toast.error(result.message, { duration: REFUSAL_TOAST_MS });
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
      {isAtCap && !product.outofstock ? <p className="hint">{lineCapMessage(product)}</p> : null}
      <button type="button" className="button button--primary" onClick={handleAdd}>
        Add to cart
      </button>
    </div>
  );
}
