import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { localeReady } from '@/lib/i18n';
import { type CartLine, useCartStore } from '../stores/cart-store';
import { CartDrawer } from './cart-drawer';

/*
 * The open cart's code is not in the first page's script (docs/performance.md, "Storefront's first
 * page"): the first tap on the cart button, before that code has arrived, still opens the cart.
 * A file of its own, so nothing has loaded the cart's code before the tap.
 */

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line: CartLine = {
  id: 27,
  title: 'Royal Ramadan Hamper',
  desc: 'A gift of dates and chocolate',
  weight: '250 g',
  price: 24.5,
  img: '',
  quantity: 1,
  max_order_qut: null,
  flash_sale: false,
  flash_sale_product_pcs: null,
  outofstock: false,
};

let root: Root | undefined;

beforeAll(() => {
  // jsdom has no <dialog> methods: the one the panel uses, as browsers behave.
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  return localeReady;
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it("opens the cart on the first tap, once the open cart's code has arrived", async () => {
  useCartStore.setState({ lines: [line] });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CartDrawer />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  const cartButton = container.querySelector<HTMLButtonElement>('button.cart-button');
  expect(cartButton).not.toBeNull();
  act(() => cartButton?.click());
  expect(cartButton?.getAttribute('aria-expanded')).toBe('true');

  await vi.waitFor(() => expect(document.querySelector('dialog[open]')).not.toBeNull());
  expect(document.querySelector('dialog h2')?.textContent).toBe('Your cart');
  expect(document.querySelector('dialog')?.textContent).toContain('Royal Ramadan Hamper');
  expect(cartButton?.getAttribute('aria-controls')).toBe(document.querySelector('dialog')?.id);
});
