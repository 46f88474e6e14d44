import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, localeReady, renderInLocale } from '@/lib/i18n';
import { ORDER_DATA_KEY } from '../api/order';
import { placedOrderView } from '../testing/placed-order';
import { CheckoutReturn } from './checkout-return';
import { OrderConfirmation } from './order-confirmation';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REFERENCE = 'NOT-1763900000001';
const SESSION_ID = 'cs_test_debit_1';
const TOKEN = 'r3Wx8yJmZ1bH3kT0aWc5nP7rS4uD6eF9gA2hB3iC4jK';

const view = placedOrderView(REFERENCE, SESSION_ID);

/** What the checkout service answers for the order now: `processing` until the bank answers. */
let orderState: 'processing' | 'paid' | 'failed' = 'processing';
let calls: string[] = [];
let root: Root | undefined;
let onPaid = vi.fn();

beforeAll(() => Promise.all([localeReady, loadNamespaces(['checkout'])]));

beforeEach(() => {
  orderState = 'processing';
  calls = [];
  onPaid = vi.fn();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(ORDER_DATA_KEY, JSON.stringify({ ...view, order_access_token: TOKEN }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const order = {
        ...view,
        payment_status: orderState,
        status: orderState === 'paid' ? 'confirmed' : 'pending',
      };
      if (url.includes('/session-status')) {
        // Stripe's session: complete, and unpaid until the bank answers (it stays unpaid if the debit fails).
        const paymentStatus = orderState === 'paid' ? 'paid' : 'unpaid';
        return Response.json({
          status: 'complete',
          payment_status: paymentStatus,
          customer_reference_number: REFERENCE,
        });
      }
      if (url.endsWith('/create_order')) return Response.json({ order }, { status: 202 });
      return Response.json({ order });
    }),
  );
});

afterEach(async () => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  await renderInLocale('en', ['checkout']);
});

function Confirmation() {
  const [params] = useSearchParams();
  return <OrderConfirmation reference={params.get('ref') ?? ''} sessionId={params.get('session_id') ?? ''} />;
}

/** The return from the card page after a bank debit, with the confirmation and failed pages beside it. */
function renderReturn(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/check_out?session_id=${SESSION_ID}`]}>
          <Routes>
            <Route
              path="/check_out"
              element={<CheckoutReturn sessionId={SESSION_ID} onPaid={onPaid} processingPollMs={50} />}
            />
            <Route path="/succsess" element={<Confirmation />} />
            <Route path="/failed" element={<p>the failed page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return container;
}

const processingShown = (page: HTMLElement) => page.textContent?.includes('Your payment is being processed');

describe('the return from the card page while the payment is processing (docs/decisions/062)', () => {
  it('says the payment is processing, neither confirmed nor failed; keeps the cart until it is paid', async () => {
    const page = renderReturn();
    await vi.waitFor(() => expect(processingShown(page)).toBe(true), { timeout: 3000 });
    expect(page.textContent).toContain(REFERENCE);
    expect(page.textContent).toContain('We will e-mail your order confirmation and tax invoice');
    expect(page.textContent).not.toContain('Sorry payment failed!');
    expect(page.textContent).not.toContain('Your order is confirmed');
    // The page asked the order again with the token, and nothing was bought yet.
    await vi.waitFor(() =>
      expect(calls.filter((url) => url.includes(`/orders/${REFERENCE}`)).length).toBeGreaterThan(1),
    );
    expect(onPaid).not.toHaveBeenCalled();
    expect(localStorage.getItem(ORDER_DATA_KEY)).not.toBeNull();

    orderState = 'paid';
    await vi.waitFor(() => expect(page.textContent).toContain('Thank you! Your order is confirmed'), { timeout: 3000 });
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ORDER_DATA_KEY)).toBeNull();
  });

  it('goes to the failed page when the bank refuses, the cart kept', async () => {
    const page = renderReturn();
    await vi.waitFor(() => expect(processingShown(page)).toBe(true), { timeout: 3000 });
    orderState = 'failed';
    await vi.waitFor(() => expect(page.textContent).toContain('the failed page'), { timeout: 3000 });
    expect(onPaid).not.toHaveBeenCalled();
    expect(localStorage.getItem(ORDER_DATA_KEY)).toBeNull();
  });

  it('says it in Arabic on an Arabic order', async () => {
    await renderInLocale('ar', ['checkout']);
    const page = renderReturn();
    await vi.waitFor(() => expect(page.textContent).toContain('جارٍ معالجة دفعتك'), { timeout: 3000 });
    expect(page.textContent).toContain(REFERENCE);
    expect(page.textContent).not.toContain('عذراً، فشل الدفع!');
    expect(page.textContent).not.toContain('تم تأكيد طلبك');
  });
});
