import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductRoute from '@/app/routes/product';
import { localeReady, renderInLocale } from '@/lib/i18n';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Product 1 as `GET /api/products?filters[id][$eq]=1&populate=*` answers it, in English or (`locale=ar`) Arabic. */
const PRODUCT = {
  en: {
    id: 1,
    title: 'Milk Chocolate Chips',
    desc: 'Creamy chips for cookies.',
    ingredients: 'Sugar, cocoa butter, whole milk powder, cocoa mass, emulsifier (soy lecithin).',
    weight: '250 g',
    price: 18,
    outofstock: false,
    categories: [],
  },
  ar: {
    id: 1,
    title: 'رقائق شوكولاتة الحليب',
    desc: 'رقائق كريمية للكوكيز.',
    ingredients: 'سكر، زبدة الكاكاو، حليب كامل الدسم مجفف، كتلة الكاكاو، مستحلب (ليسيثين الصويا).',
    weight: '250 غ',
    price: 18,
    outofstock: false,
    categories: [],
    locale: 'ar',
  },
};

let answer: Record<string, unknown>[] = [];
let root: Root | undefined;

beforeAll(() => localeReady);
afterAll(() => renderInLocale('en'));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.includes('/products?') || url.includes('filters[type]')) return Response.json({ data: [], meta: {} });
      const data = url.includes('locale=ar') ? answer.map(() => PRODUCT.ar) : answer;
      return Response.json({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Product 1's page as a shopper's browser draws it, once its details are there. */
async function productPage(): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/product/1']}>
          <Routes>
            <Route path="/product/:id" element={<ProductRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await vi.waitFor(() => {
    if (!container.querySelector('.product-details__title')) throw new Error('no product yet');
  });
  return container;
}

/** The section the heading names, found as a screen reader finds it: by its accessible name. */
function sectionNamed(container: HTMLElement, name: string): HTMLElement | null {
  for (const section of container.querySelectorAll<HTMLElement>('section[aria-labelledby]')) {
    const heading = container.ownerDocument.getElementById(section.getAttribute('aria-labelledby') ?? '');
    if (heading?.textContent === name) return section;
  }
  return null;
}

describe("the product page's ingredients (shoppers with allergies read them)", () => {
  it('shows the heading Ingredients and the product’s list under it', async () => {
    answer = [PRODUCT.en];
    const section = sectionNamed(await productPage(), 'Ingredients');
    expect(section?.querySelector('h2')?.textContent).toBe('Ingredients');
    expect(section?.querySelector('p')?.textContent).toBe(PRODUCT.en.ingredients);
  });

  it('shows them in Arabic under المكونات on the Arabic page', async () => {
    answer = [PRODUCT.en];
    await renderInLocale('ar');
    try {
      const section = sectionNamed(await productPage(), 'المكونات');
      expect(section?.querySelector('p')?.textContent).toBe(PRODUCT.ar.ingredients);
    } finally {
      await renderInLocale('en');
    }
  });

  it('shows no empty Ingredients heading for a product that lists none', async () => {
    answer = [{ ...PRODUCT.en, ingredients: null }];
    const container = await productPage();
    expect(container.textContent).toContain(PRODUCT.en.desc);
    expect(container.textContent).not.toContain('Ingredients');
  });
});
