// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { showTestShopBadge, TEST_SHOP_BADGE_TEXT } from './test-shop-badge';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The CMS's answer to `GET /admin/staff-desk/test-shop`, and the URLs the badge asked. */
function answering(isTestShop: boolean) {
  const asked: string[] = [];
  const fetchAnswer = (async (url: string) => {
    asked.push(url);
    return Response.json({ data: { isTestShop } });
  }) as typeof fetch;
  return { asked, fetchAnswer };
}

const badge = () => document.querySelector('[role="note"]');

describe("the admin's test shop badge", () => {
  it('says the shop takes no money when the CMS says it is a test shop, once', async () => {
    const { asked, fetchAnswer } = answering(true);
    await showTestShopBadge(fetchAnswer);
    await showTestShopBadge(fetchAnswer);
    expect(asked).toEqual(['/admin/staff-desk/test-shop', '/admin/staff-desk/test-shop']);
    expect(badge()?.textContent).toBe(TEST_SHOP_BADGE_TEXT);
    expect(document.querySelectorAll('[role="note"]')).toHaveLength(1);
  });

  it('shows nothing in a shop that takes real money, or when the CMS does not answer', async () => {
    await showTestShopBadge(answering(false).fetchAnswer);
    expect(badge()).toBeNull();
    await showTestShopBadge((async () => new Response('', { status: 503 })) as typeof fetch);
    await showTestShopBadge((async () => Promise.reject(new TypeError('offline'))) as typeof fetch);
    expect(badge()).toBeNull();
  });
});
