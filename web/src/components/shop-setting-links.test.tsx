import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeReady } from '@/lib/i18n';
import { ChatHelpLink } from './chat-help-link';
import { Footer } from './footer';

// Rendered with web's React 19 directly, as page-body.test.tsx explains.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What staff set in the CMS, as `GET /api/shop-setting` answers it. */
const SETTING = {
  id: 1,
  documentId: 'b1x',
  phone: '+97143000000',
  whatsapp: '+971500000123',
  email: 'hello@outlet-shop.example',
  address: 'Unit 4, Dubai Industrial City',
  opening_hours: 'Every day, 9:00 to 21:00',
  instagram_url: 'https://www.instagram.com/outletshop',
  facebook_url: null,
  tiktok_url: 'https://www.tiktok.com/@outletshop',
  youtube_url: '',
  locale: 'en',
};
let requested: string[] = [];
let root: Root | undefined;

beforeAll(() => localeReady);

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return Response.json({ data: SETTING, meta: {} });
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function renderLayoutParts(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ChatHelpLink />
          <Footer />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return container;
}

describe('the chat link and the footer', () => {
  it("link to the shop setting's WhatsApp number and social links, not to a number of the build", async () => {
    const page = renderLayoutParts();
    const chat = await vi.waitFor(() => {
      const link = page.querySelector<HTMLAnchorElement>('a.chat-help');
      if (!link) throw new Error('no chat link yet');
      return link;
    });
    expect(chat.getAttribute('href')).toBe('https://wa.me/971500000123');
    const social = [...page.querySelectorAll<HTMLAnchorElement>('.social-links a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(social).toEqual([
      ['Instagram', 'https://www.instagram.com/outletshop'],
      ['TikTok', 'https://www.tiktok.com/@outletshop'],
    ]);
    expect(requested).toEqual(['/api/shop-setting']);
    expect(page.innerHTML).not.toContain('971000000000');
  });
});
