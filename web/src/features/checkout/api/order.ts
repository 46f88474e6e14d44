import {
  ORDER_ACCESS_TOKEN_HEADER,
  type OrderView,
  type OrderViewLine,
  type PlacedOrderView,
} from '@outlet-shop/shop-rules';

/** One priced line of a stored order (docs/api.md `order.products[]`). */
export type OrderLine = OrderViewLine;

/**
 * The checkout service's view of an order (docs/api.md `{ order }`, the shared contract);
 * wire names kept because this object is stored as `orderData` and posted back to
 * `create_order` unchanged.
 */
export type Order = OrderView;

/**
 * The order as `create_order_ref` answers it and `orderData` keeps it: the view with this
 * browser's `order_access_token`, its proof that it placed the order (docs/decisions/053).
 */
export type PlacedOrder = PlacedOrderView;

/** localStorage key of the order copy the return screens use (docs/product.md 4, docs/architecture.md 4.5). */
export const ORDER_DATA_KEY = 'orderData';

/**
 * sessionStorage key of the paid order's access token, by reference: the confirmation page reads the
 * order with it after `orderData` is cleared (this tab only; a reload keeps it).
 */
const ORDER_ACCESS_KEY = 'orderAccess';

/** The stored order copy, or null when absent or unreadable (losing it loses nothing). */
export function readStoredOrder(): PlacedOrder | null {
  try {
    const raw = localStorage.getItem(ORDER_DATA_KEY);
    return raw ? (JSON.parse(raw) as PlacedOrder) : null;
  } catch {
    return null;
  }
}

export function storeOrder(order: PlacedOrder): void {
  localStorage.setItem(ORDER_DATA_KEY, JSON.stringify(order));
}

export function clearStoredOrder(): void {
  localStorage.removeItem(ORDER_DATA_KEY);
}

/** The headers that prove this browser placed the order: `X-Order-Token`, none without a token. */
export function orderTokenHeaders(token: string | null | undefined): Record<string, string> {
  return token ? { [ORDER_ACCESS_TOKEN_HEADER]: token } : {};
}

/** Keeps a paid order's access token for its confirmation page (sessionStorage; failures lose only that page's details). */
export function rememberOrderAccess(reference: string, token: string): void {
  try {
    sessionStorage.setItem(ORDER_ACCESS_KEY, JSON.stringify({ [reference]: token }));
  } catch {
    // Storage refused (private mode, quota): the confirmation page shows the reference only.
  }
}

/** The access token this tab keeps for `reference`, or null. */
export function orderAccessTokenFor(reference: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(ORDER_ACCESS_KEY) ?? '{}') as Record<string, unknown>;
    const token = kept[reference];
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}
