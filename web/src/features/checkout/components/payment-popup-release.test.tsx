import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, localeReady } from '@/lib/i18n';
import { placedOrderView } from '../testing/placed-order';
import { PaymentDialog } from './payment-dialog';
import { usePaymentPopup } from './use-payment-popup';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The calls the checkout service got: path, body and the order token sent. */
let calls: { path: string; body: Record<string, unknown>; token: string | null }[] = [];
let root: Root | undefined;

beforeAll(() => Promise.all([localeReady, loadNamespaces(['checkout'])]));

beforeEach(() => {
  calls = [];
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
      const headers = new Headers(init.headers);
      calls.push({
        path: new URL(url, 'http://shop').pathname,
        body: JSON.parse(String(init.body)),
        token: headers.get('x-order-token'),
      });
      if (url.endsWith('/release-checkout-session')) return Response.json({ released: true });
      return Response.json({ clientSecret: 'cs_test_secret_x', sessionId: 'cs_test_x' });
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const order = {
  ...placedOrderView('NOT-1764000000001', 'cs_test_x'),
  order_access_token: 'q2Vx8yJmZ1bH3kT0aWc5nP7rS4uD6eF9gA2hB3iC4jK',
};

/** The checkout form's popup for `order`, opened as Continue opens it. */
function Popup() {
  const popup = usePaymentPopup([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, as one click of Continue does
  useEffect(() => {
    popup.open(order).catch(() => {});
  }, []);
  if (!popup.clientSecret) return null;
  return <PaymentDialog clientSecret={popup.clientSecret} priceChange={null} onClose={popup.close} />;
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

describe('the payment popup and the shopper’s own checkouts (docs/decisions/058)', () => {
  it('sends this browser’s own session id, the same for every popup of the browser', async () => {
    renderPopup();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const first = calls[0]?.body.browser_session;
    expect(first).toMatch(/^[\w-]{16,100}$/);
    act(() => root?.unmount());
    renderPopup();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/create-checkout-session'))).toHaveLength(2),
    );
    expect(calls.at(-1)?.body.browser_session).toBe(first);
  });

  it('closing the popup tells the checkout, with the order’s token, so its hold is given back', async () => {
    const page = renderPopup();
    await vi.waitFor(() => expect(page.querySelector('iframe')).not.toBeNull());
    const close = page.querySelector<HTMLButtonElement>('button.icon-button');
    await act(async () => close?.click());
    await vi.waitFor(() => expect(calls.at(-1)?.path).toMatch(/\/release-checkout-session$/));
    expect(calls.at(-1)).toMatchObject({
      body: { customer_reference_number: order.customer_reference_number },
      token: order.order_access_token,
    });
    expect(page.querySelector('iframe')).toBeNull();
  });
});
