import { type CartRefusal, quantityCap } from '@outlet-shop/shop-rules';
import { useTranslation } from '@/lib/i18n';
import { type CartLine, lineCap } from '../stores/cart-store';

type Limits = Pick<CartLine, 'max_order_qut' | 'available' | 'flash_sale_product_pcs'>;

/**
 * The cart rules' messages (docs/product.md 5, 8) in the page's language: in English exactly the
 * shared rules' texts ('Only 2 pcs allowed', …), in Arabic their translations with Arabic plurals.
 */
export function useCartTexts() {
  const { t } = useTranslation();
  /** Why `product` was refused, with the limit it hit. */
  const refusal = (reason: CartRefusal, product: Limits): string => {
    if (reason === 'insufficient_stock') return t('cart.refusal.insufficient_stock', { count: product.available ?? 0 });
    if (reason === 'max_order_quantity') {
      return t('cart.refusal.max_order_quantity', { count: quantityCap(product.max_order_qut) });
    }
    if (reason === 'flash_sale_limit') {
      return t('cart.refusal.flash_sale_limit', { count: product.flash_sale_product_pcs ?? 0 });
    }
    return t('cart.refusal.out_of_stock');
  };
  /** Why a line stops at its cap: 'Only 3 pcs available' when stock is the limit, else 'Only 2 pcs allowed'. */
  const capMessage = (line: Limits): string => {
    const cap = lineCap(line);
    return cap < quantityCap(line.max_order_qut)
      ? t('cart.refusal.insufficient_stock', { count: cap })
      : t('cart.refusal.max_order_quantity', { count: cap });
  };
  return { refusal, capMessage };
}
