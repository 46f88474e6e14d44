import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { defaultFallbackInView } from 'react-intersection-observer';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeReady, renderInLocale } from '@/lib/i18n';
import { BrandListing } from './brand-listing';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The listing reads the CMS asked for: the `sort[…]` of each. */
let sorts: string[][] = [];
let root: Root | undefined;

const product = (id: number, price: number) => ({ id, title: `Product ${id}`, price, outofstock: false });

beforeAll(() => {
  // jsdom has no IntersectionObserver: the end of the list counts as out of view.
  defaultFallbackInView(false);
  return localeReady;
});
beforeEach(() => {
  sorts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://shop.test').searchParams;
      if (!url.includes('/products?')) return Response.json({ data: [] });
      sorts.push([...query].filter(([key]) => key.startsWith('sort[')).map(([, value]) => value));
      const data = query.get('sort[1]') === 'price:desc' ? [product(2, 30), product(1, 10)] : [product(1, 10)];
      return Response.json({ data, meta: { pagination: { page: 1, pageSize: 24, pageCount: 1, total: data.length } } });
    }),
  );
});
afterEach(async () => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  await renderInLocale('en');
});

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

async function renderListing(at: string): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route
              path="/products/:id"
              element={
                <>
                  <BrandListing categoryId={2} fallbackTitle="Arabian Delights" />
                  <Location />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
}

const selectIn = (container: HTMLElement) => container.querySelector('select') as HTMLSelectElement;

describe("a listing's order (docs/decisions/076)", () => {
  it('is cheapest first by default, in stock first, as the listing always was', async () => {
    const container = await renderListing('/products/2');
    expect(selectIn(container).value).toBe('price:asc');
    expect(sorts).toEqual([['outofstock:asc', 'price:asc', 'id:asc']]);
  });

  it("follows a shared link's ?sort= and asks the CMS for it, showing the CMS's order", async () => {
    const container = await renderListing('/products/2?sort=price:desc');
    expect(selectIn(container).value).toBe('price:desc');
    expect(sorts).toEqual([['outofstock:asc', 'price:desc', 'id:asc']]);
    const titles = [...container.querySelectorAll('.product-card h3, .product-card h2')].map((n) => n.textContent);
    expect(titles).toEqual(['Product 2', 'Product 1']);
  });

  it('is a labelled select whose choice goes into the URL and to the CMS', async () => {
    const container = await renderListing('/products/2');
    const select = selectIn(container);
    expect(select.labels?.[0]?.querySelector('.field__label')?.textContent).toBe('Sort by');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Price: low to high',
      'Price: high to low',
      'Newest',
    ]);
    await act(async () => {
      select.value = 'newest';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('[data-testid="location"]')?.textContent).toBe('?sort=newest');
    expect(sorts.at(-1)).toEqual(['outofstock:asc', 'createdAt:desc', 'id:desc']);
  });

  it('ignores an order no listing offers', async () => {
    const container = await renderListing('/products/2?sort=title:asc');
    expect(selectIn(container).value).toBe('price:asc');
    expect(sorts).toEqual([['outofstock:asc', 'price:asc', 'id:asc']]);
  });

  it('is labelled in Arabic on the Arabic page', async () => {
    await renderInLocale('ar');
    const container = await renderListing('/products/2');
    expect(selectIn(container).labels?.[0]?.querySelector('.field__label')?.textContent).toBe('الترتيب حسب');
    expect(selectIn(container).options[1]?.textContent).toBe('السعر: من الأعلى إلى الأقل');
  });
});
