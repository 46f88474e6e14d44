import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, localeReady } from '@/lib/i18n';
import { CouponInput } from './coupon-input';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

beforeAll(() => Promise.all([localeReady, loadNamespaces(['checkout'])]));

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Renders the coupon box, types `code` and presses Apply; resolves once the check answered. */
async function check(code: string): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient();
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <CouponInput onChange={() => {}} />
      </QueryClientProvider>,
    ),
  );
  const input = container.querySelector<HTMLInputElement>('input');
  if (!input) throw new Error('no code field');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    container.querySelector<HTMLButtonElement>('button')?.click();
  });
  await vi.waitFor(() => expect(container.querySelector('.badge')).not.toBeNull());
  return container;
}

describe('the coupon box', () => {
  it('says a refused code is wrong or used', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'code_invalid', message: 'Code not valid or Already Used' } }, { status: 404 }),
      ),
    );
    const box = await check('NOPE');
    expect(box.querySelector('.badge--error')?.textContent).toBe('wrong code or code already used');
  });

  it("says to wait, not that a code is wrong, when the shopper's network checked too many codes", async () => {
    const message = 'Too many codes that were not valid, please try again in a few minutes';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'rate_limited', message } }, { status: 429, headers: { 'retry-after': '600' } }),
      ),
    );
    const box = await check('WELCOME50');
    expect(box.querySelector('.badge--error')?.textContent).toBe(message);
  });
});
