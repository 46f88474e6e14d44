import { useRef, useState } from 'react';
import { createCheckoutSession, priceChangeOf, releaseCheckoutSession } from '../api/create-checkout-session';
import { type PlacedOrder, storeOrder } from '../api/order';
import { type CheckoutLine, toSessionLines } from './order-payload';

/** What the payment popup shows: the card page of a session, or a changed price to confirm. */
export interface PaymentPopup {
  clientSecret: string | null;
  /** The order with its new prices, waiting for the shopper's confirmation. */
  priceChange: PlacedOrder | null;
  isConfirming: boolean;
  /** Opens the session of a placed order; throws the server's refusal (ApiError) but a price change. */
  open(order: PlacedOrder): Promise<void>;
  /** The shopper accepts the new total: the session is opened with it. Throws the server's refusal. */
  confirm(): Promise<void>;
  /** The shopper closed the popup: an open session's hold is given back (docs/decisions/058). */
  close(): void;
}

/**
 * The payment popup of the checkout form (docs/product.md 4 step 3; docs/decisions/058): a placed
 * order's Checkout Session is asked for with the total the shopper was shown for it. When the
 * catalogue's prices changed since, the order as it is now is stored (`orderData`) and shown for
 * the shopper to confirm; the confirmed total is sent next time. Closing the popup tells the
 * checkout, which ends the session and gives its pieces back, so the shopper's closed popups never
 * count against them; a failure to tell it only leaves the session to its expiry.
 */
export function usePaymentPopup(lines: readonly CheckoutLine[]): PaymentPopup {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PlacedOrder | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  // The total the shopper has seen for each order; only their confirmation moves it.
  const shownTotals = useRef(new Map<string, number>());
  // The order whose session the popup shows, to release when the shopper closes it.
  const openOrder = useRef<PlacedOrder | null>(null);

  const open = async (order: PlacedOrder): Promise<void> => {
    const reference = order.customer_reference_number;
    if (!shownTotals.current.has(reference)) shownTotals.current.set(reference, order.totalFils);
    try {
      const session = await createCheckoutSession(
        {
          customer_reference_number: reference,
          products: toSessionLines([...lines]),
          confirmed_total_fils: shownTotals.current.get(reference),
        },
        order.order_access_token,
      );
      setPriceChange(null);
      openOrder.current = order;
      setClientSecret(session.clientSecret);
    } catch (error) {
      const changed = priceChangeOf(error);
      if (!changed) throw error;
      const placed = { ...changed, order_access_token: order.order_access_token };
      storeOrder(placed);
      setPriceChange(placed);
    }
  };

  const confirm = async (): Promise<void> => {
    if (!priceChange) return;
    shownTotals.current.set(priceChange.customer_reference_number, priceChange.totalFils);
    setIsConfirming(true);
    try {
      await open(priceChange);
    } finally {
      setIsConfirming(false);
    }
  };

  const close = () => {
    const order = openOrder.current;
    openOrder.current = null;
    if (order) releaseCheckoutSession(order.customer_reference_number, order.order_access_token).catch(() => {});
    setClientSecret(null);
    setPriceChange(null);
  };

  return { clientSecret, priceChange, isConfirming, open, confirm, close };
}
