import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyCode } from './verify-code';

const prize = { code: 'WELCOME50', qr: 'QR', userEmail: 's******@e******.com', winItemName: '50% Off on next order' };

describe('the prize code check names its browser (docs/decisions/096)', () => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ code: prize }));
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const sentBrowser = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('x-browser-session');

  it("sends this browser's own id, the one its payment popups send, with every check", async () => {
    expect(await verifyCode(' welcome50 ')).toEqual(prize);
    await verifyCode('GUESS');
    const kept = localStorage.getItem('checkoutBrowser');
    expect(kept).toMatch(/^[\w-]{16,100}$/);
    expect(sentBrowser(0)).toBe(kept);
    expect(sentBrowser(1)).toBe(kept);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/prize/v1/varifyCode/welcome50');
  });

  it('keeps the id the browser already has', async () => {
    localStorage.setItem('checkoutBrowser', '11111111-2222-4333-8444-555555555555');
    await verifyCode('WELCOME50');
    expect(sentBrowser(0)).toBe('11111111-2222-4333-8444-555555555555');
  });
});
