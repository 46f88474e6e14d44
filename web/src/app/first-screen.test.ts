import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBanners } from '@/features/home/api/get-banners';
import { getBrandProductsPage } from '@/features/products/api/get-brand-products';
import { getProduct } from '@/features/products/api/get-product';

/** public/first-screen.js, run as the browser runs it: a classic script on the page at `path`. */
function preloadedBy(pathname: string): string | null {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', pathname);
  const script = readFileSync(path.resolve(import.meta.dirname, '../../public/first-screen.js'), 'utf8');
  new Function(script)();
  return document.head.querySelector('link[rel="preload"][as="fetch"]')?.getAttribute('href') ?? null;
}

/** The URL the app's own fetcher asks for (so the preloaded answer is the one it takes). */
async function fetchedBy(call: () => Promise<unknown>): Promise<string> {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          data: [{ id: 1, title: 'x', price: 1 }],
          meta: { pagination: { page: 1, pageCount: 1, total: 1 } },
        }),
      ),
  );
  vi.stubGlobal('fetch', fetch);
  await call().catch(() => undefined);
  return String((fetch.mock.calls[0] as unknown[] | undefined)?.[0]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first screen preload (public/first-screen.js)', () => {
  it('preloads exactly the URL each first screen fetches: home, listings, product', async () => {
    expect(preloadedBy('/')).toBe(await fetchedBy(() => getBanners()));
    const listing = (categoryId: number) => getBrandProductsPage({ categoryId, subCategoryIds: [], search: '' }, 1);
    expect(preloadedBy('/products/1')).toBe(await fetchedBy(() => listing(1)));
    expect(preloadedBy('/products/3')).toBe(await fetchedBy(() => listing(3)));
    expect(preloadedBy('/categories/7')).toBe(await fetchedBy(() => listing(7)));
    expect(preloadedBy('/product/12')).toBe(await fetchedBy(() => getProduct(12)));
  });

  it('reads the route after a locale prefix, and preloads nothing elsewhere', async () => {
    expect(preloadedBy('/ar/product/12')).toBe(`${await fetchedBy(() => getProduct(12))}&locale=ar`);
    expect(preloadedBy('/ar')).toBe(await fetchedBy(() => getBanners()));
    expect(preloadedBy('/about')).toBeNull();
    expect(preloadedBy('/product/abc')).toBeNull();
    expect(preloadedBy('/check_out')).toBeNull();
  });
});
