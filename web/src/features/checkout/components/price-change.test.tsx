import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, localeReady } from '@/lib/i18n';
import { ORDER_DATA_KEY, type PlacedOrder } from '../api/order';
import { PaymentDialog } from './payment-dialog';
import { usePaymentPopup } from './use-payment-popup';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOKEN = 'q2Vx8yJmZ1bH3kT0aWc5nP7rS4uD6eF9gA2hB3iC4jK';
const placed = {
  customer_reference_number: 'NOT-1764000000000',
  email: 'aisha@example.ae',
  destination_address_name: 'Aisha Khan',
  destination_address_mobile_number: '+971501234567',
  destination_address_city: 'Dubai',
  destination_address_area: 'Al Barsha 1',
  destination_address_building_name: 'Villa 7',
  destination_address_house_no: 'Villa 7',
  destination_address_landmark: 'Near the mall',
  products: [{ id: 2, title: 'Dates Maamoul', weight: '340 g', quantity: 2, priceFils: 3000, lineTotalFils: 6000 }],
  num_pieces: 2,
  weight: 2,
  brand: 'OUTLET-SHOP',
  itemsTotalFils: 6000,
  discountFils: 0,
  deliveryFeeFils: 1000,
  totalFils: 7000,
  vatFils: 333,
  card_amount: 70,
  delivery_cost: 10,
  descripon: '2 x Dates Maamoul 340 g',
  coupon_code: null,
  prize_win_item: null,
  payment_status: 'pending',
  status: 'pending',
  sessionId: null,
  paid_at: null,
  order_access_token: TOKEN,
} satisfies PlacedOrder;
/** The order after staff raised the price to 32.50: what the checkout service answers with its 409. */
const repriced = {
  ...placed,
  products: [{ id: 2, title: 'Dates Maamoul', weight: '340 g', quantity: 2, priceFils: 3250, lineTotalFils: 6500 }],
  itemsTotalFils: 6500,
  totalFils: 7500,
  vatFils: 357,
  card_amount: 75,
};
const { order_access_token: _token, ...repricedView } = repriced;

/** The bodies the checkout service got for create-checkout-session. */
let sessionCalls: Record<string, unknown>[] = [];
let root: Root | undefined;

beforeAll(() => Promise.all([localeReady, loadNamespaces(['checkout'])]));

beforeEach(() => {
  sessionCalls = [];
  localStorage.clear();
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/config')) {
        return Response.json({
          paymentMode: 'sandbox',
          publishableKey: 'pk_test_sandbox',
          sandboxCheckoutUrl: 'http://localhost:12111/embedded-checkout',
        });
      }
      const body = JSON.parse(String(init.body)) as { confirmed_total_fils?: number };
      sessionCalls.push(body);
      if (body.confirmed_total_fils !== 7500) {
        const message = 'The prices in your order have changed. The new total is AED 75.00. Please confirm it to pay.';
        return Response.json(
          { error: { code: 'price_changed', message, details: { order: repricedView, totalFils: 7500 } } },
          { status: 409 },
        );
      }
      return Response.json({ clientSecret: 'cs_test_new_secret_x', sessionId: 'cs_test_new' });
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The checkout form's popup for `placed`: opened as Continue opens it. */
function Popup() {
  const popup = usePaymentPopup([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, as one click of Continue does
  useEffect(() => {
    popup.open(placed).catch(() => {});
  }, []);
  if (!popup.clientSecret && !popup.priceChange) return null;
  return (
    <PaymentDialog
      clientSecret={popup.clientSecret}
      priceChange={
        popup.priceChange
          ? { order: popup.priceChange, isConfirming: popup.isConfirming, onConfirm: () => void popup.confirm() }
          : null
      }
      onClose={popup.close}
    />
  );
}

function renderPopup(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <Popup />
      </QueryClientProvider>,
    ),
  );
  return container;
}

describe('a price change before paying (docs/decisions/058)', () => {
  it('shows the new total with a button to pay it; confirming opens the card page for that total', async () => {
    const page = renderPopup();
    await vi.waitFor(() => expect(page.textContent).toContain('The prices in your order have changed'));
    expect(page.textContent).toContain('Your order now comes to AED 75.00');
    expect(page.querySelector('iframe')).toBeNull();
    // The first call carried the total the shopper had been shown.
    expect(sessionCalls).toEqual([expect.objectContaining({ confirmed_total_fils: 7000 })]);
    // The stored order copy is the order as it is now, still with its token.
    expect(JSON.parse(localStorage.getItem(ORDER_DATA_KEY) ?? '{}')).toMatchObject({
      totalFils: 7500,
      order_access_token: TOKEN,
    });

    const pay = [...page.querySelectorAll('button')].find((button) => button.textContent === 'Pay AED 75.00');
    expect(pay).toBeDefined();
    await act(async () => pay?.click());
    await vi.waitFor(() => expect(page.querySelector('iframe')).not.toBeNull());
    expect(sessionCalls.at(-1)).toMatchObject({
      customer_reference_number: placed.customer_reference_number,
      confirmed_total_fils: 7500,
    });
    expect(page.querySelector('iframe')?.getAttribute('src')).toContain('client_secret=cs_test_new_secret_x');
    expect(page.textContent).not.toContain('The prices in your order have changed');
  });
});
