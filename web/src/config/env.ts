import { z } from 'zod';

/**
 * The SPA's settings, parsed once from `import.meta.env` (Vite exposes `VITE_*` keys).
 * Base URLs default to the one-origin paths of DESIGN.md 1, so a plain build works behind
 * the proxy; point them at other hosts to split the parts (the services then need CORS).
 */
const EnvSchema = z.object({
  VITE_CMS_API_URL: z.string().default('/api'),
  VITE_CHECKOUT_API_URL: z.string().default('/checkout/v1'),
  VITE_PRIZE_API_URL: z.string().default('/prize/v1'),
  VITE_CHAT_HELP_URL: z.url().default('https://wa.me/971000000000'),
  VITE_SHOP_BRAND: z.string().min(1).default('OUTLET-SHOP'),
});

function parseEnv() {
  const parsed = EnvSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid web settings: ${keys}`);
  }
  const e = parsed.data;
  return {
    cmsApiUrl: e.VITE_CMS_API_URL,
    checkoutApiUrl: e.VITE_CHECKOUT_API_URL,
    prizeApiUrl: e.VITE_PRIZE_API_URL,
    chatHelpUrl: e.VITE_CHAT_HELP_URL,
    shopBrand: e.VITE_SHOP_BRAND,
  };
}

export const env = parseEnv();
