/** One priced line of a stored order (docs/api.md `order.products[]`). */
export interface OrderLine {
  id: number;
  title: string;
  weight?: string;
  quantity: number;
  priceFils: number;
  lineTotalFils: number;
}

/**
 * The checkout service's view of an order (docs/api.md `{ order }`); wire names kept because
 * this object is stored as `orderData` and posted back to `create_order` unchanged.
 */
export interface Order {
  customer_reference_number: string;
  email: string;
  destination_address_name: string;
  destination_address_city: string;
  destination_address_area: string;
  destination_address_house_no: string;
  destination_address_landmark: string;
  destination_address_mobile_number: string;
  products: OrderLine[];
  num_pieces: number;
  itemsTotalFils: number;
  discountFils: number;
  deliveryFeeFils: number;
  totalFils: number;
  vatFils: number;
  payment_status: string;
  status: string;
  sessionId: string | null;
  [wireField: string]: unknown;
}

/** localStorage key of the order copy the return screens use (SPEC.md 4, DESIGN.md 4.5). */
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
