import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { loadNamespaces, localeReady } from '@/lib/i18n';
import CheckOutRoute from './check-out';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The calls the page made, by URL. */
let calls: string[] = [];
let root: Root | undefined;

beforeAll(() => Promise.all([localeReady, loadNamespaces(['checkout'])]));

beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStorage.clear();
  useCartStore.setState({
    lines: [
      {
        id: 3,
        title: 'Almond Butter',
        desc: 'Roasted almonds, nothing added',
        weight: '340 g',
        price: 39,
        img: '',
        quantity: 1,
        max_order_qut: null,
        flash_sale: false,
        flash_sale_product_pcs: null,
        outofstock: false,
      },
    ],
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.includes('/varifyCode/')) {
        return Response.json(
          { error: { code: 'code_invalid', message: 'Code not valid or Already Used' } },
          { status: 404 },
        );
      }
      return Response.json({ error: { code: 'unexpected', message: 'not in this test' } }, { status: 500 });
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function renderCheckout(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/check_out']}>
          <CheckOutRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return container;
}

/** Types `value` into the control labelled `label`, as a shopper does. */
function type(page: HTMLElement, label: string, value: string) {
  const labelElement = [...page.querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.startsWith(label),
  );
  const control = (
    labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : labelElement?.querySelector('input')
  ) as HTMLInputElement | HTMLSelectElement | null;
  if (!control) throw new Error(`no control labelled ${label}`);
  const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

async function settle() {
  for (let round = 0; round < 5; round += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function fillDetails(page: HTMLElement) {
  type(page, 'First name', 'Aisha');
  type(page, 'Last name', 'Khan');
  type(page, 'Email', 'aisha@example.ae');
  type(page, 'Phone Number', '501234567');
  type(page, 'City', 'Dubai');
  type(page, 'Address', 'Al Wasl Road 12');
  type(page, 'House No. or Name', 'Villa 7');
  type(page, 'Landmark', 'Near the park');
}

const continueButton = (page: HTMLElement) =>
  [...page.querySelectorAll('button')].find((button) => button.textContent === 'Continue') as HTMLButtonElement;

describe('a refused coupon code at checkout (docs/product.md 4 coupon)', () => {
  it('holds Continue back and says the code gives no discount, instead of charging the full price without a word', async () => {
    const page = renderCheckout();
    type(page, 'Coupon code', 'NOTACODE1');
    await settle();
    expect(page.querySelector('.badge--error')?.textContent).toBe('wrong code or code already used');

    fillDetails(page);
    act(() => continueButton(page).click());
    await settle();

    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      'The code NOTACODE1 is not valid or has already been used, so it gives no discount. Remove it to pay the full price, or enter another code.',
    );
    expect(calls.filter((url) => url.includes('/create_order_ref'))).toEqual([]);
  });

  it('places the order at the full price once the shopper removes the code', async () => {
    const page = renderCheckout();
    type(page, 'Coupon code', 'NOTACODE1');
    await settle();
    fillDetails(page);
    act(() => continueButton(page).click());
    await settle();
    type(page, 'Coupon code', '');
    await settle();
    expect(page.querySelector('[role="alert"]')).toBeNull();

    act(() => continueButton(page).click());
    await settle();
    expect(calls.filter((url) => url.includes('/create_order_ref'))).toHaveLength(1);
  });
});
