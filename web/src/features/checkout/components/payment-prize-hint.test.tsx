import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, localeReady, renderInLocale } from '@/lib/i18n';
import { PaymentDialog } from './payment-dialog';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

beforeAll(() => Promise.all([localeReady, loadNamespaces(['checkout'])]));
afterAll(() => renderInLocale('en'));

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        paymentMode: 'sandbox',
        publishableKey: 'pk_test_sandbox',
        sandboxCheckoutUrl: 'http://localhost:12111/embedded-checkout',
      }),
    ),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function renderDialog(hasPrizeEstimate: boolean): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <PaymentDialog clientSecret="cs_test_secret_x" hasPrizeEstimate={hasPrizeEstimate} onClose={() => {}} />
      </QueryClientProvider>,
    ),
  );
  return container;
}

describe("the payment popup of an order priced with a prize discount estimated from the winner's masked e-mail", () => {
  it('says the discount applies only to the e-mail the code was issued to, and that the card page shows the amount charged', () => {
    const page = renderDialog(true);
    expect(page.querySelector('.payment-prize-hint')?.textContent).toBe(
      'The prize discount applies only if this is the e-mail the code was issued to. The payment page shows the amount you will be charged.',
    );
  });

  it('says nothing of it without a prize discount', () => {
    expect(renderDialog(false).querySelector('.payment-prize-hint')).toBeNull();
  });

  it('says it in Arabic on the Arabic shop', async () => {
    await renderInLocale('ar', ['checkout']);
    const page = renderDialog(true);
    expect(page.querySelector('.payment-prize-hint')?.textContent).toBe(
      'يُطبَّق خصم الجائزة فقط إذا كان هذا هو البريد الإلكتروني الذي صدر له الرمز. تعرض صفحة الدفع المبلغ الذي سيُخصم منك.',
    );
  });
});
