import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localeReady, renderInLocale } from '@/lib/i18n';
import { ProductCard, type ProductCardData } from './product-card';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const discounted: ProductCardData = {
  id: 25,
  title: 'Truffle Collection 16 pcs',
  weight: '200 g',
  priceFils: 7200,
  oldPriceFils: 8700,
  discountPercent: 17,
  isOutOfStock: false,
  isFlashSale: false,
  image: null,
};

let root: Root | undefined;
beforeAll(() => localeReady);
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});
afterAll(() => renderInLocale('en'));

function badgeOf(product: ProductCardData): HTMLElement | null {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    ),
  );
  return container.querySelector('.badge--sale');
}

/** Left-to-right mark: keeps the minus before the figure on a right-to-left page. */
const LRM = '\u200e';

describe("a product card's discount badge (docs/product.md 2)", () => {
  it("reads '-17%' in English", () => {
    expect(badgeOf(discounted)?.textContent).toBe('-17%');
  });

  it("reads '-17%' in Arabic too, never '17%-': the minus held before the figure, isolated from the page's direction", async () => {
    await renderInLocale('ar');
    const badge = badgeOf(discounted);
    // What an Arabic page draws: Intl's Arabic percent with its left-to-right marks, in a <bdi>.
    expect(badge?.querySelector('bdi')?.textContent).toBe(`${LRM}-17${LRM}%${LRM}`);
    expect(badge?.textContent?.replaceAll(LRM, '')).toBe('-17%');
  });
});
