import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, localeReady } from '@/lib/i18n';
import { ORDER_DATA_KEY } from '../api/order';
import { placedOrderView } from '../testing/placed-order';
import { CheckoutReturn } from './checkout-return';
import { OrderConfirmation } from './order-confirmation';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REFERENCE = 'NOT-1763900000000';
const SESSION_ID = 'cs_test_return_1';
const TOKEN = 'q2Vx8yJmZ1bH3kT0aWc5nP7rS4uD6eF9gA2hB3iC4jK';

const view = placedOrderView(REFERENCE, SESSION_ID);

/** What the checkout service was asked: the URL, the headers and the body of each call. */
let calls: { url: string; headers: Record<string, string>; body: string }[] = [];
let root: Root | undefined;

beforeAll(() => Promise.all([localeReady, loadNamespaces(['checkout'])]));

beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, headers: (init.headers ?? {}) as Record<string, string>, body: String(init.body ?? '') });
      const paid = { ...view, payment_status: 'paid', status: 'confirmed' };
      if (url.includes('/session-status')) {
        return Response.json({ status: 'complete', payment_status: 'paid', customer_reference_number: REFERENCE });
      }
      if (url.endsWith('/create_order')) return Response.json({ order: paid });
      return Response.json({ order: paid });
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function Confirmation() {
  const [params] = useSearchParams();
  return <OrderConfirmation reference={params.get('ref') ?? ''} sessionId={params.get('session_id') ?? ''} />;
}

/** The shop from the card page's return to the confirmation page, in one tab. */
function renderReturn(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/check_out?session_id=${SESSION_ID}`]}>
          <Routes>
            <Route path="/check_out" element={<CheckoutReturn sessionId={SESSION_ID} onPaid={() => {}} />} />
            <Route path="/succsess" element={<Confirmation />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return container;
}

describe("the return from the card page (the order's access token, decision 053)", () => {
  it('checks, fulfils and shows the order with the stored token in X-Order-Token, never in a URL or body', async () => {
    localStorage.setItem(ORDER_DATA_KEY, JSON.stringify({ ...view, order_access_token: TOKEN }));
    const page = renderReturn();
    await vi.waitFor(() => expect(page.textContent).toContain('Aisha Khan'), { timeout: 3000 });

    const [status, fulfil, order] = calls;
    expect(status?.url).toContain(`/session-status?session_id=${SESSION_ID}`);
    expect(fulfil?.url).toMatch(/\/create_order$/);
    expect(order?.url).toContain(`/orders/${REFERENCE}?session_id=${SESSION_ID}`);
    for (const call of calls) {
      expect(call.headers['X-Order-Token']).toBe(TOKEN);
      expect(call.url).not.toContain(TOKEN);
      expect(call.body).not.toContain(TOKEN);
    }
    expect(JSON.parse(fulfil?.body ?? '{}')).toMatchObject({
      customer_reference_number: REFERENCE,
      sessionId: SESSION_ID,
    });
    // orderData is cleared as the spec says; the confirmation keeps the token for this tab only.
    expect(localStorage.getItem(ORDER_DATA_KEY)).toBeNull();
    expect(sessionStorage.getItem('orderAccess')).toContain(TOKEN);
  });

  it('without a stored order asks without a token, and the server decides', async () => {
    const page = renderReturn();
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]?.headers).not.toHaveProperty('X-Order-Token');
    await vi.waitFor(() => expect(page.textContent).toContain(REFERENCE), { timeout: 3000 });
    // The confirmation page has no token to read the order with, and does not ask.
    expect(calls.filter((call) => call.url.includes('/orders/'))).toEqual([]);
    expect(page.textContent).not.toContain('Aisha Khan');
  });
});
