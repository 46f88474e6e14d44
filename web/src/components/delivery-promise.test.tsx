import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductRoute from '@/app/routes/product';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { loadNamespaces, localeReady, renderInLocale } from '@/lib/i18n';
import { DeliveryPromise } from './delivery-promise';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The shop setting's delivery promise as `GET /api/shop-setting` answers it: 14:00, 1 to 2 days, National Day. */
const SETTING = {
  phone: '+97143000000',
  whatsapp: '+971500000123',
  email: 'hello@outlet-shop.example',
  address: 'Unit 4, Dubai Industrial City',
  delivery_cutoff_time: '14:00:00',
  delivery_working_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  delivery_days_min: 1,
  delivery_days_max: 2,
  public_holidays: [
    { id: 1, date: '2026-12-01', name_en: 'Commemoration Day', name_ar: 'يوم الشهيد' },
    { id: 2, date: '2026-12-02', name_en: 'National Day', name_ar: 'عيد الاتحاد' },
    { id: 3, date: '2026-12-03', name_en: 'National Day', name_ar: 'عيد الاتحاد' },
  ],
};

const PRODUCT = {
  id: 1,
  documentId: 'x1abc',
  title: 'Crunchy Peanut Butter',
  desc: 'Roasted peanuts, nothing else.',
  weight: '340 g',
  price: 24.5,
  outofstock: false,
  available: 65,
  img: null,
  img2: null,
  categories: [],
  sub_categories: [],
};

let setting: Record<string, unknown> = SETTING;
let root: Root | undefined;

beforeAll(() => Promise.all([localeReady, loadNamespaces(['checkout'])]));
afterAll(() => renderInLocale('en'));

beforeEach(() => {
  setting = SETTING;
  // Friday 27 November 2026, 15:00 in Dubai: after the cut-off, before the National Day holidays.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T15:00:00+04:00'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/shop-setting')) return Response.json({ data: setting, meta: {} });
      if (url.includes('/products?')) {
        const meta = { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } };
        return Response.json({ data: url.includes('filters[type]') ? [] : [PRODUCT], meta });
      }
      return Response.json({ error: { code: 'unexpected', message: 'not in this test' } }, { status: 500 });
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The product page of product 1, as a shopper's browser draws it; resolves with its delivery promise's text, spaces plain. */
async function productPagePromise(): Promise<string> {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={newClient()}>
        <MemoryRouter initialEntries={['/product/1']}>
          <Routes>
            <Route path="/product/:id" element={<ProductRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return vi.waitFor(() => {
    const text = container.querySelector('.product-details .delivery-promise')?.textContent;
    if (!text) throw new Error('no delivery promise yet');
    // Intl puts thin spaces around a range's dash.
    return text.replace(/\s/g, ' ');
  });
}

describe('the delivery promise on the product page and at checkout (docs/product.md "Delivery promise")', () => {
  it('promises the working days after the weekend and the holidays, in English', async () => {
    expect(await productPagePromise()).toBe('Estimated delivery: Fri 4 – Mon 7 Dec');
  });

  it('promises the same dates in Arabic, with the digits the shop prints its prices in', async () => {
    await renderInLocale('ar');
    try {
      const text = await productPagePromise();
      expect(text).toMatch(/^التوصيل المتوقع: /);
      expect(text).toContain('4');
      expect(text).toContain('7 ديسمبر');
      expect(text).not.toMatch(/[٠-٩]/);
    } finally {
      await renderInLocale('en');
    }
  });

  it('is said again at checkout, under the totals', async () => {
    const line = { id: 1, title: PRODUCT.title, weight: PRODUCT.weight, price: 24.5, quantity: 1 };
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    act(() =>
      root?.render(
        <QueryClientProvider client={newClient()}>
          <MemoryRouter>
            <CheckoutForm lines={[line]} coupon={null} />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    const text = await vi.waitFor(() => {
      const shown = container.querySelector('.checkout-form .totals + .delivery-promise')?.textContent;
      if (!shown) throw new Error('no delivery promise yet');
      return shown.replace(/\s/g, ' ');
    });
    expect(text).toBe('Estimated delivery: Fri 4 – Mon 7 Dec');
  });

  it('moves with the clock: before the cut-off the order leaves today', async () => {
    vi.setSystemTime(new Date('2026-11-25T13:59:00+04:00'));
    expect(await productPagePromise()).toBe('Estimated delivery: Thu 26 – Fri 27 Nov');
  });

  it('promises nothing when the setting has no valid delivery promise', async () => {
    setting = { ...SETTING, delivery_working_days: [] };
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => {
      root?.render(
        <QueryClientProvider client={newClient()}>
          <DeliveryPromise />
        </QueryClientProvider>,
      );
    });
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await act(async () => {});
    expect(container.querySelector('.delivery-promise')?.textContent).toBe('');
  });

  it("is not in the server's HTML, so hydration never meets a date the browser computes differently", () => {
    const client = newClient();
    const delivery = { cutoffTime: '14:00', workingDays: ['monday'], deliveryDays: { min: 1, max: 2 }, holidays: [] };
    client.setQueryData(['shop-setting', 'en'], { delivery });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <DeliveryPromise />
      </QueryClientProvider>,
    );
    expect(html).toBe('<p class="delivery-promise"></p>');
  });
});
