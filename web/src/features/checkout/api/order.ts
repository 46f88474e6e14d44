import type { OrderView, OrderViewLine } from '@outlet-shop/shop-rules';

/** One priced line of a stored order (docs/api.md `order.products[]`). */
export type OrderLine = OrderViewLine;

/**
 * The checkout service's view of an order (docs/api.md `{ order }`, the shared contract);
 * wire names kept because this object is stored as `orderData` and posted back to
 * `create_order` unchanged.
 */
export type Order = OrderView;

/** localStorage key of the order copy the return screens use (docs/product.md 4, docs/architecture.md 4.5). */
export const ORDER_DATA_KEY = 'orderData';

/** The stored order copy, or null when absent or unreadable (losing it loses nothing). */
export function readStoredOrder(): Order | null {
  try {
    const raw = localStorage.getItem(ORDER_DATA_KEY);
    return raw ? (JSON.parse(raw) as Order) : null;
  } catch {
    return null;
  }
}

export function storeOrder(order: Order): void {
  localStorage.setItem(ORDER_DATA_KEY, JSON.stringify(order));
}

export function clearStoredOrder(): void {
  localStorage.removeItem(ORDER_DATA_KEY);
}
