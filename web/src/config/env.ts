/**
 * The SPA's settings, parsed once from `import.meta.env` (Vite exposes `VITE_*` keys).
 * Base URLs default to the one-origin paths of docs/architecture.md 1, so a plain build works behind
 * the proxy; point them at other hosts to split the parts (the services then need CORS).
 * Checked by hand rather than with zod: this module is on every page, and even `zod/mini`
 * adds ≈ 15 KB gzip to the first page (docs/decisions/010-storefront-first-page-budget.md).
 */
type Source = Record<string, string | boolean | undefined>;

function text(source: Source, key: string, fallback: string, problems: string[]): string {
  const value = source[key];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') problems.push(key);
  return String(value);
}

/** Throws naming every bad key. */
function parseEnv(source: Source) {
  const problems: string[] = [];
  const parsed = {
    cmsApiUrl: text(source, 'VITE_CMS_API_URL', '/api', problems),
    checkoutApiUrl: text(source, 'VITE_CHECKOUT_API_URL', '/checkout/v1', problems),
    prizeApiUrl: text(source, 'VITE_PRIZE_API_URL', '/prize/v1', problems),
    shopBrand: text(source, 'VITE_SHOP_BRAND', 'OUTLET-SHOP', problems),
  };
  if (problems.length > 0) throw new Error(`Invalid web settings: ${problems.join(', ')}`);
  return parsed;
}

export const env = parseEnv(import.meta.env);
