import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeReady } from '@/lib/i18n';
import { type ShopSetting, shopSettingQueryOptions } from '@/lib/shop-setting';
import { type CartLine, useCartStore } from '../stores/cart-store';
import { CART_DRAWER_QUERY, CartDrawer, loadCartDialog } from './cart-drawer';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line = (id: number, title: string): CartLine => ({
  id,
  title,
  desc: 'A gift of dates and chocolate',
  weight: '250 g',
  price: 24.5,
  img: '',
  quantity: 1,
  max_order_qut: null,
  flash_sale: false,
  flash_sale_product_pcs: null,
  outofstock: false,
});

/** How each dialog was opened: `showModal` (the phone's drawer) or `show` (the panel). */
const opened: string[] = [];
let root: Root | undefined;

beforeAll(async () => {
  // jsdom has no <dialog> methods: the parts the cart uses, as browsers behave.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    opened.push('showModal');
    this.setAttribute('open', '');
    (this.querySelector('button') as HTMLButtonElement | null)?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    opened.push('show');
    this.setAttribute('open', '');
  };
  // The open cart's code, which the page loads as the shopper reaches for the cart button.
  await loadCartDialog();
  return localeReady;
});

/** A phone (the drawer's media query matches) or a wider screen. */
function onScreen(isPhone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: isPhone && query === CART_DRAWER_QUERY, media: query })),
  );
}

beforeEach(() => {
  opened.length = 0;
  localStorage.clear();
  useCartStore.setState({ lines: [line(27, 'Royal Ramadan Hamper'), line(3, 'Almond Butter')] });
  onScreen(true);
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The shop setting as the page has read it: its delivery promise, 14:00, 1 to 2 working days. */
const SETTING = {
  delivery: {
    cutoffTime: '14:00',
    workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    deliveryDays: { min: 1, max: 2 },
    holidays: [],
  },
} as unknown as ShopSetting;

function renderCart(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient();
  client.setQueryData(shopSettingQueryOptions().queryKey, SETTING);
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CartDrawer />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return container;
}

const button = (container: ParentNode, name: string) => {
  const found = [...container.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  );
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
const click = (element: HTMLElement) => act(() => element.click());
const dialog = () => document.querySelector('dialog');

describe('the cart on a phone (docs/product.md 2 cart panel)', () => {
  it('opens as a modal drawer named Your cart, with focus inside it', () => {
    const page = renderCart();
    click(button(page, 'Cart, 2 items'));
    expect(opened).toEqual(['showModal']);
    expect(dialog()?.className).toContain('cart-drawer--modal');
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(dialog()?.querySelector('h2')?.id);
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Your cart');
    expect(dialog()?.contains(document.activeElement)).toBe(true);
    expect(button(page, 'Cart, 2 items').getAttribute('aria-expanded')).toBe('true');
  });

  it('says when an order placed now is expected, under the subtotal', () => {
    // Thursday 19 November 2026, 10:00 in Dubai: dispatched today, the weekend in the range.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-19T10:00:00+04:00'));
    try {
      click(button(renderCart(), 'Cart, 2 items'));
      expect(dialog()?.querySelector('.delivery-promise')?.textContent?.replace(/\s/g, ' ')).toBe(
        'Estimated delivery: Fri 20 – Mon 23 Nov',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes with Escape and gives focus back to the cart button', () => {
    const page = renderCart();
    click(button(page, 'Cart, 2 items'));
    // Escape on a modal dialog is its `cancel` event.
    act(() => {
      dialog()?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button(page, 'Cart, 2 items'));
    expect(button(page, 'Cart, 2 items').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its close button and with a tap beside it, on the backdrop', () => {
    const page = renderCart();
    click(button(page, 'Cart, 2 items'));
    click(button(page, 'Close cart'));
    expect(dialog()).toBeNull();
    click(button(page, 'Cart, 2 items'));
    // A tap inside the drawer keeps it; one on the dialog element itself is on its backdrop.
    click(dialog()?.querySelector('h2') as HTMLElement);
    expect(dialog()).not.toBeNull();
    click(dialog() as HTMLElement);
    expect(dialog()).toBeNull();
  });

  it('asks before Reset Cart empties it: Keep my cart keeps every line', () => {
    const page = renderCart();
    click(button(page, 'Cart, 2 items'));
    click(button(page, 'Reset Cart'));
    expect(useCartStore.getState().lines).toHaveLength(2);
    const question = dialog()?.querySelector('[role="group"]');
    expect(document.getElementById(question?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Remove all 2 products from your cart?',
    );
    expect(document.activeElement).toBe(button(page, 'Keep my cart'));
    click(button(page, 'Keep my cart'));
    expect(useCartStore.getState().lines).toHaveLength(2);
    expect(document.activeElement).toBe(button(page, 'Reset Cart'));
  });

  it('empties the cart only on Yes, empty the cart', () => {
    const page = renderCart();
    click(button(page, 'Cart, 2 items'));
    click(button(page, 'Reset Cart'));
    click(button(page, 'Yes, empty the cart'));
    expect(useCartStore.getState().lines).toEqual([]);
    expect(dialog()?.textContent).toContain('Your cart is empty.');
    expect(document.activeElement).toBe(button(page, 'Close cart'));
  });
});

describe('the cart on a wider screen', () => {
  it('opens as the panel under the cart button, closed by Escape', () => {
    onScreen(false);
    const page = renderCart();
    click(button(page, 'Cart, 2 items'));
    expect(opened).toEqual(['show']);
    expect(dialog()?.className).toContain('cart-drawer--panel');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(dialog()).toBeNull();
  });
});
