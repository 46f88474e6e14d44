/** The badge's element id: drawn once however often the admin boots. */
const BADGE_ID = 'outlet-test-shop-badge';

/** What a test shop's admin says on every page, the sign-in page included. */
export const TEST_SHOP_BADGE_TEXT = 'Test shop — payments are in test mode, no money is taken';

/** The admin's API origin as Strapi's admin knows it (`window.strapi.backendURL`); the page's own else. */
function backendUrl(): string {
  return (window as { strapi?: { backendURL?: string } }).strapi?.backendURL ?? '';
}

/**
 * Asks the CMS whether the shop is a test shop (`GET /admin/staff-desk/test-shop`, SHOP_TEST_MODE;
 * docs/product.md "A test shop says so") and, if so, draws a small badge at the top of every admin
 * page, as Stripe's dashboard does in test mode: outside React's tree (the admin has no zone on
 * every page), fixed, letting clicks through. Nothing when the shop takes real money or the CMS
 * does not answer. Resolves once decided (tests wait on it).
 */
export async function showTestShopBadge(fetchAnswer: typeof fetch = fetch): Promise<void> {
  try {
    const answer = await fetchAnswer(`${backendUrl()}/admin/staff-desk/test-shop`, { credentials: 'omit' });
    if (!answer.ok) return;
    const { data } = (await answer.json()) as { data?: { isTestShop?: unknown } };
    if (data?.isTestShop !== true || document.getElementById(BADGE_ID)) return;
  } catch {
    return;
  }
  const badge = document.createElement('div');
  badge.id = BADGE_ID;
  badge.setAttribute('role', 'note');
  badge.textContent = TEST_SHOP_BADGE_TEXT;
  Object.assign(badge.style, {
    position: 'fixed',
    top: '0',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '10000',
    padding: '2px 12px',
    borderRadius: '0 0 8px 8px',
    background: '#fff4d6',
    color: '#5c4400',
    border: '1px solid #e8c77a',
    borderTop: '0',
    font: '600 12px/1.6 system-ui, sans-serif',
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
  });
  document.body.append(badge);
}
