import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { defaultFallbackInView } from 'react-intersection-observer';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeReady, renderInLocale } from '@/lib/i18n';
import { SearchResults } from './search-results';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

beforeAll(() => {
  defaultFallbackInView(false);
  return localeReady;
});
beforeEach(() => {
  // The CMS's answer once an address searched too often (docs/api.md `GET /api/products/search`).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        { error: { code: 'rate_limited', message: 'Too many searches from your connection. Please wait a minute.' } },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    ),
  );
});
afterEach(async () => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  await renderInLocale('en');
});

async function renderSearch(query: string): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SearchResults query={query} />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
}

describe('a search the CMS refuses for searching too often', () => {
  it('tells the shopper to wait, not that something went wrong', async () => {
    const container = await renderSearch('chocolate');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many searches from your connection. Please wait a minute.',
    );
  });

  it('tells it in Arabic on the Arabic shop', async () => {
    await renderInLocale('ar');
    const container = await renderSearch('شوكولاتة');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'محاولات كثيرة. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    );
  });
});

/** The CMS's answer to a search that found nothing (docs/api.md `meta.suggestions`). */
function answerNothingFound(suggestions: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ data: [], meta: { pagination: { page: 1, pageSize: 24, pageCount: 0, total: 0 }, suggestions } }),
    ),
  );
}

describe('a search that finds nothing', () => {
  it('says so and offers the closest products and the categories, as links', async () => {
    answerNothingFound({
      products: [{ id: 5, title: 'Hazelnut Cocoa Butter' }],
      categories: [
        { id: 1, title: 'Shop all' },
        { id: 9, title: 'Dara' },
      ],
    });
    const container = await renderSearch('hazlenut');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('No products for “hazlenut”.');
    const links = [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Hazelnut Cocoa Butter', '/product/5'],
      ['Shop all', '/products/1'],
      ['Dara', '/products/9'],
    ]);
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Did you mean',
      'Browse',
    ]);
  });

  it('says it in Arabic on the Arabic shop, and offers the categories alone when no product comes close', async () => {
    await renderInLocale('ar');
    answerNothingFound({ products: [], categories: [{ id: 9, title: 'دارا' }] });
    const container = await renderSearch('xqzvwk');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('لا توجد منتجات تطابق «xqzvwk».');
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['تصفّح الأقسام']);
    expect(container.querySelector('a')?.textContent).toBe('دارا');
  });
});
