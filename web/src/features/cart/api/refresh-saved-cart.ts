import { CART_LINE_CMS_FIELDS, toCartLine } from '@outlet-shop/shop-rules';
import { useEffect } from 'react';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { cmsLocaleParams } from '@/lib/i18n';
import { type CatalogueSnapshot, useCartStore } from '../stores/cart-store';

/** How long the saved cart's refresh may take before the shop gives up on it, ms (docs/product.md 4). */
export const SAVED_CART_TIMEOUT_MS = 5000;

/**
 * The current CMS data of the products with these ids (at most 100, one call):
 * `GET /api/products?filters[id][$in]=…&fields=…` with the fields a cart line copies
 * ({@link CART_LINE_CMS_FIELDS}), in the page's language (the lines' title, description and weight
 * follow the language the shopper reads; decision 048). Gives up after {@link SAVED_CART_TIMEOUT_MS}.
 */
export async function fetchCatalogueSnapshot(ids: number[], signal?: AbortSignal): Promise<CatalogueSnapshot[]> {
  const query = new URLSearchParams({ 'pagination[pageSize]': '100' });
  ids.slice(0, 100).forEach((id, index) => {
    query.set(`filters[id][$in][${index}]`, String(id));
  });
  CART_LINE_CMS_FIELDS.forEach((field, index) => {
    query.set(`fields[${index}]`, field);
  });
  for (const [key, value] of cmsLocaleParams()) query.set(key, value);
  const timeout = AbortSignal.timeout(SAVED_CART_TIMEOUT_MS);
  const answer = await requestJson(`${env.cmsApiUrl}/products?${query}`, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const { parseProductList } = await import('@/lib/cms-contracts');
  // The image is not asked for: the line keeps its own.
  return parseProductList(answer).map((product) => {
    const { img: _image, ...current } = toCartLine(product);
    return current;
  });
}

/**
 * When the shopper comes back, refreshes the saved cart's prices, stock and pieces available (each
 * line capped at what is available) from the CMS once
 * (a price staff changed shows the new price; a product now out of stock says so). If the CMS
 * does not answer within 5000 ms the saved cart is kept as it was; the checkout service prices
 * every order from the CMS anyway.
 */
export function useSavedCartRefresh(): void {
  useEffect(() => {
    const ids = useCartStore.getState().lines.map((line) => line.id);
    if (ids.length === 0) return;
    const controller = new AbortController();
    fetchCatalogueSnapshot(ids, controller.signal)
      .then((snapshot) => useCartStore.getState().applyCatalogue(snapshot, ids.slice(0, 100)))
      .catch(() => {
        // Timed out or offline: the saved cart stays as it was.
      });
    return () => controller.abort();
  }, []);
}
