import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DELIVERY_CITY_NAMES_AR, PRIZE_50_OFF, prizeName } from '@outlet-shop/shop-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '@/lib/i18n';
import { rememberOrderAccess } from '../api/order';
import { placedOrderView } from '../testing/placed-order';
import { OrderConfirmation } from './order-confirmation';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REFERENCE = 'NOT-1763900000078';
const SESSION_ID = 'cs_test_arabic_1';
const TOKEN = 'r3Wx8yJmZ1bH3kT0aWc5nP7rS4uD6eF9gA2hB3iC4jK';

/** A paid order bought in Arabic: its line recorded in both languages (docs/decisions/078). */
const view = placedOrderView(REFERENCE, SESSION_ID);
const paidOrder = {
  ...view,
  locale: 'ar',
  payment_status: 'paid',
  status: 'confirmed',
  products: [{ ...view.products[0], title_ar: 'زبدة الفول السوداني المقرمشة', weight_ar: '340 غ' }],
};

let root: Root | undefined;

beforeEach(() => {
  sessionStorage.clear();
  rememberOrderAccess(REFERENCE, TOKEN);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ order: paidOrder, progress: null })),
  );
});

afterEach(async () => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  await renderInLocale('en', ['checkout']);
});

/** The confirmation page as the page's language draws it (the language switch is a full page load). */
async function renderConfirmation(language: 'en' | 'ar'): Promise<HTMLElement> {
  await renderInLocale(language, ['checkout']);
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OrderConfirmation reference={REFERENCE} sessionId={SESSION_ID} />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await vi.waitFor(() => expect(container.querySelector('.confirmation__lines li')).not.toBeNull(), { timeout: 3000 });
  return container;
}

describe('the confirmation page names the lines in its own language (docs/decisions/078)', () => {
  it('in Arabic: the Arabic titles and city; switched to English: the English ones', async () => {
    const arabic = await renderConfirmation('ar');
    const arabicLine = arabic.querySelector('.confirmation__lines li')?.textContent;
    expect(arabicLine).toContain('زبدة الفول السوداني المقرمشة 340 غ');
    expect(arabicLine).not.toContain('Crunchy Peanut Butter');
    expect(arabic.textContent).toContain('دبي');
    expect(arabic.textContent).not.toContain('Dubai');
    act(() => root?.unmount());
    document.body.innerHTML = '';

    const english = await renderConfirmation('en');
    const englishLine = english.querySelector('.confirmation__lines li')?.textContent;
    expect(englishLine).toContain('Crunchy Peanut Butter 340 g');
    expect(englishLine).not.toContain('زبدة');
    expect(english.textContent).toContain('Dubai');
  });

  it('shows an order without Arabic titles (placed before they were recorded) in English on the Arabic page', async () => {
    paidOrder.products = [view.products[0]] as typeof paidOrder.products;
    const arabic = await renderConfirmation('ar');
    expect(arabic.querySelector('.confirmation__lines li')?.textContent).toContain('Crunchy Peanut Butter 340 g');
  });
});

describe('the Arabic city names', () => {
  it("are the same on the shop's pages as in the checkout service's mails and invoices", () => {
    // The text file as written (the bundler compiles its imports into Lingui's catalogue).
    const texts = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../locales/ar/checkout.json'), 'utf8'),
    );
    expect(texts.cities).toEqual(DELIVERY_CITY_NAMES_AR);
  });
});

describe("the Arabic name of the discount's prize", () => {
  it("is the same on the shop's coupon badge as in the checkout service's mails and invoices", () => {
    const texts = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../locales/ar/checkout.json'), 'utf8'),
    );
    expect(texts.coupon.prizes[PRIZE_50_OFF]).toBe(prizeName(PRIZE_50_OFF, 'ar'));
  });
});
