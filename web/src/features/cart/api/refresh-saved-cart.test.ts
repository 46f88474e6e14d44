import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCatalogueSnapshot } from './refresh-saved-cart';

afterEach(() => vi.unstubAllGlobals());

/** The CMS answering a saved cart's refresh with these products (Strapi nulls included). */
function cmsAnswers(data: unknown[]) {
  const fetch = vi.fn(async (_url: string) => Response.json({ data, meta: {} }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe("a saved cart's refresh (docs/product.md 4)", () => {
  it('asks the CMS for the fields a cart line copies and answers them under the cart line’s wire names', async () => {
    const fetch = cmsAnswers([
      {
        id: 4,
        title: 'Chocodate Gift Box',
        desc: null,
        weight: '500 g',
        price: 40,
        outofstock: null,
        available: 3,
        max_order_qut: 2,
        flash_sale: false,
        flash_sale_product_pcs: null,
      },
    ]);
    const snapshot = await fetchCatalogueSnapshot([4]);
    const query = new URL(fetch.mock.calls[0]?.[0] ?? '', 'http://shop').searchParams;
    const fields = [...query.entries()].filter(([key]) => key.startsWith('fields[')).map(([, field]) => field);
    expect(fields.sort()).toEqual(
      [
        'available',
        'desc',
        'flash_sale',
        'flash_sale_product_pcs',
        'max_order_qut',
        'outofstock',
        'price',
        'title',
        'weight',
      ].sort(),
    );
    expect(snapshot).toEqual([
      {
        id: 4,
        title: 'Chocodate Gift Box',
        desc: '',
        weight: '500 g',
        price: 40,
        outofstock: false,
        available: 3,
        max_order_qut: 2,
        flash_sale: false,
        flash_sale_product_pcs: null,
      },
    ]);
  });

  it('refuses an answer that is not the product contract, so the saved cart stays as it was', async () => {
    cmsAnswers([{ id: 4, title: 'Chocodate Gift Box', price: '40' }]);
    await expect(fetchCatalogueSnapshot([4])).rejects.toThrow();
  });
});
