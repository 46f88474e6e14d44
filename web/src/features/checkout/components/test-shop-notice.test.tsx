import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeReady, renderInLocale } from '@/lib/i18n';
import { TestShopNotice } from './test-shop-notice';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let testMode = true;
let requested: string[] = [];
let root: Root | undefined;

beforeAll(() => localeReady);
afterAll(() => renderInLocale('en'));

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(String(url));
      return Response.json({
        paymentMode: 'sandbox',
        publishableKey: 'pk_test_sandbox',
        sandboxCheckoutUrl: 'http://localhost:12111/embedded-checkout',
        testMode,
      });
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function renderNotice(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <TestShopNotice />
      </QueryClientProvider>,
    ),
  );
  return container;
}

/** Lets the idle wait pass and the config's answer arrive and be drawn. */
async function settle(): Promise<void> {
  for (const waitMs of [1100, 50, 50]) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    });
  }
}

describe('the test shop notice', () => {
  it('asks the checkout only after the first paint, then says the shop takes no money', async () => {
    testMode = true;
    const page = renderNotice();
    expect(requested).toEqual([]);
    expect(page.textContent).toBe('');
    await settle();
    expect(requested).toEqual([expect.stringMatching(/\/checkout\/v1\/config$/)]);
    const notice = page.querySelector('[role="note"]');
    expect(notice?.textContent).toBe('Test shop — no money is taken');
  });

  it('shows nothing when the shop takes real payments', async () => {
    testMode = false;
    const page = renderNotice();
    await settle();
    expect(requested).toHaveLength(1);
    expect(page.querySelector('[role="note"]')).toBeNull();
    expect(page.textContent).toBe('');
  });

  it('says it in Arabic on an Arabic page, and nothing there with real payments', async () => {
    await renderInLocale('ar');
    testMode = true;
    const page = renderNotice();
    await settle();
    expect(page.querySelector('[role="note"]')?.textContent).toBe('متجر تجريبي — لا تُخصم أي مبالغ');
    act(() => root?.unmount());
    testMode = false;
    const livePage = renderNotice();
    await settle();
    expect(livePage.querySelector('[role="note"]')).toBeNull();
  });
});
