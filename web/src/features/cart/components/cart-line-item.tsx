import { toFils } from '@outlet-shop/shop-rules';
import { formatMoney } from '@/lib/format-money';
import { useTranslation } from '@/lib/i18n';
import { type CartLine, lineCap, useCartStore } from '../stores/cart-store';

/** docs/product.md 2: in the cart panel a line whose `max_order_qut` is 2 cannot be raised above 1. */
const PANEL_STRICT_CAP = { maxOrderQuantity: 2, stopAt: 1 };

/**
 * One cart line: image, title with weight, first 20 characters of the description,
 * 'Qty x AED price', minus, plus and delete (docs/product.md 2 cart panel). In the panel the plus is
 * disabled above 1 for `max_order_qut` 2 (`isStrictCap`); elsewhere it stops at the line's cap.
 */
export function CartLineItem({ line, isStrictCap = false }: { line: CartLine; isStrictCap?: boolean }) {
  const { t } = useTranslation();
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const remove = useCartStore((state) => state.remove);
  const isPanelStrict = isStrictCap && line.max_order_qut === PANEL_STRICT_CAP.maxOrderQuantity;
  const isPlusDisabled = line.quantity >= (isPanelStrict ? PANEL_STRICT_CAP.stopAt : lineCap(line));
  return (
    <li className="cart-line">
      {line.img ? (
        <img className="cart-line__image" src={line.img} alt="" width={64} height={64} loading="lazy" />
      ) : null}
      <div className="cart-line__body">
        <p className="cart-line__title">
          {line.title}
          {line.weight ? ` (${line.weight})` : ''}
        </p>
        <p className="cart-line__desc">{line.desc.slice(0, 20)}</p>
        <p className="cart-line__price">
          {t('cart.lineQuantity', { quantity: line.quantity, price: formatMoney(toFils(line.price)) })}
        </p>
        {line.outofstock ? <p className="badge badge--muted">{t('cart.refusal.out_of_stock')}</p> : null}
      </div>
      <div className="cart-line__actions">
        <button
          type="button"
          className="quantity__button"
          aria-label={t('cart.decrease', { title: line.title })}
          disabled={line.quantity <= 1}
          onClick={() => updateQuantity(line.id, line.quantity - 1)}
        >
          −
        </button>
        <button
          type="button"
          className="quantity__button"
          aria-label={t('cart.increase', { title: line.title })}
          disabled={isPlusDisabled}
          onClick={() => updateQuantity(line.id, line.quantity + 1)}
        >
          +
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('cart.remove', { title: line.title })}
          onClick={() => remove(line.id)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Z" />
          </svg>
        </button>
      </div>
    </li>
  );
}
