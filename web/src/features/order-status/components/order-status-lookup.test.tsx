import type { OrderStatusView } from '@outlet-shop/shop-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, localeReady, renderInLocale } from '@/lib/i18n';
import { OrderStatusLookup } from './order-status-lookup';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REFERENCE = 'NOT-1764000000001';
const TRACKING_URL = 'https://www.aramex.com/track/results?ShipmentNumber=3456789012';

/** The checkout's answer for the shipped order (docs/decisions/075). */
const shipped: OrderStatusView = {
  customer_reference_number: REFERENCE,
  products: [
    { id: 1, title: 'Crunchy Peanut Butter', weight: '340 g', quantity: 2, priceFils: 2450, lineTotalFils: 4900 },
  ],
  itemsTotalFils: 4900,
  discountFils: 0,
  deliveryFeeFils: 2000,
  totalFils: 6900,
  vatFils: 329,
  payment_status: 'paid',
  paid_at: '2026-11-25T10:00:00.000Z',
  invoice_number: 'INV-2026-000001',
  invoice_url: `/checkout/v1/orders/${REFERENCE}/invoice.pdf?expires=1&signature=x`,
  refundedFils: 0,
  destination_address_city: 'Dubai',
  refunds: [],
  progress: {
    current: 'shipped',
    timeline: [
      { step: 'paid', at: '2026-11-25T10:00:00.000Z' },
      { step: 'packed', at: '2026-11-26T08:00:00.000Z' },
      { step: 'shipped', at: '2026-11-26T15:30:00.000Z' },
    ],
    shipping: { courier: 'Aramex', tracking_number: '3456789012', tracking_url: TRACKING_URL },
    fulfilment_known: true,
  },
};

let calls: { url: string; body: { reference: string; email: string } }[] = [];
let root: Root | undefined;

beforeAll(() => Promise.all([localeReady, loadNamespaces(['checkout'])]));

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { reference: string; email: string };
      calls.push({ url, body });
      if (body.reference === REFERENCE && body.email.toLowerCase() === 'aisha@example.ae') {
        return Response.json({ order: shipped });
      }
      return Response.json({ error: { code: 'order_not_found', message: 'Unknown order' } }, { status: 404 });
    }),
  );
});

afterEach(async () => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  await renderInLocale('en', ['checkout']);
});

function renderLookup(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OrderStatusLookup initialReference={REFERENCE} />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return container;
}

/** Types the e-mail as a shopper does and presses the form's button. */
async function lookUp(page: HTMLElement, email: string): Promise<void> {
  const input = page.querySelector<HTMLInputElement>('#order-status-email');
  if (!input) throw new Error('no e-mail field');
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, email);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    page.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  });
}

describe('the order status page (docs/decisions/075)', () => {
  it('shows the shipped order, its courier and https tracking link, to the right e-mail', async () => {
    const page = renderLookup();
    expect(page.querySelector<HTMLInputElement>('#order-status-reference')?.value).toBe(REFERENCE);
    await lookUp(page, 'Aisha@Example.ae');
    await vi.waitFor(() => expect(page.textContent).toContain('Order status: Shipped'));
    expect(page.textContent).toContain('Courier: Aramex');
    expect(page.textContent).toContain('Tracking number: 3456789012');
    const track = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Track your parcel');
    expect(track?.getAttribute('href')).toBe(TRACKING_URL);
    expect(page.textContent).toContain('Download your tax invoice INV-2026-000001');
    // The e-mail went in the POST's body, never into a URL.
    expect(calls).toEqual([
      { url: '/checkout/v1/order-status', body: { reference: REFERENCE, email: 'Aisha@Example.ae' } },
    ]);
  });

  it('says no order was found for a wrong e-mail, and shows nothing of the order', async () => {
    const page = renderLookup();
    await lookUp(page, 'someone@example.ae');
    await vi.waitFor(() =>
      expect(page.textContent).toContain('We found no paid order with this reference and e-mail address.'),
    );
    expect(page.textContent).not.toContain('Crunchy Peanut Butter');
    expect(page.textContent).not.toContain('Order status:');
  });

  it('asks to wait once the shop says there were too many tries', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'rate_limited', message: 'Too many tries.' } }, { status: 429 }),
      ),
    );
    const page = renderLookup();
    await lookUp(page, 'aisha@example.ae');
    await vi.waitFor(() => expect(page.textContent).toContain('Too many tries. Please wait a while and try again.'));
  });

  it('asks for a valid e-mail before asking the shop', async () => {
    const page = renderLookup();
    await lookUp(page, 'not-an-address');
    await vi.waitFor(() => expect(page.textContent).toContain('Enter a valid e-mail'));
    expect(calls).toEqual([]);
  });

  it('speaks Arabic under /ar', async () => {
    await renderInLocale('ar', ['checkout']);
    const page = renderLookup();
    await lookUp(page, 'aisha@example.ae');
    await vi.waitFor(() => expect(page.textContent).toContain('حالة الطلب: تم الشحن'));
    expect(page.textContent).toContain('شركة الشحن: Aramex');
    await lookUp(page, 'someone@example.ae');
    await vi.waitFor(() => expect(page.textContent).toContain('لم نجد طلباً مدفوعاً'));
  });
});
